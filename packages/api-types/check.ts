/**
 * Uses of the generated client types (issue 31.2), compiled by `npm run typecheck`: a document that
 * stops describing these calls (an answer typed `unknown`, a field renamed, a route gone) fails CI here.
 */
import type { paths } from './openapi';

/** `responseData` of a call's 200 answer, as a generated client sees it. */
type Answer<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { responseData: infer D } } } };
}
  ? D
  : never;
/** A call's JSON body. */
type Body<P extends keyof paths> = paths[P]['post'] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// geo: the zip's city is text.
export const zipCity: Equal<Answer<'/api/geo/zip', 'get'>['result']['city'], string> = true;

// payouts: a statement's money is a number of cents and its status one of four words.
type Statement = Answer<'/api/farmer/statements', 'get'>['statements'][number];
export const owedCents: Equal<Statement['owedCents'], number> = true;
export const statementStatus: Equal<Statement['status'], 'owed' | 'processing' | 'paid' | 'carried'> = true;
export const paidMethod: Equal<
  Body<'/api/admin/payouts/markPaid'>['method'],
  'bank_transfer' | 'check' | 'cash' | 'other'
> = true;

// admin: a page of applications says how many there are in all.
export const applicationsTotal: Equal<Answer<'/api/admin/farmerApplications', 'get'>['total'], number> = true;

// farmer portal: the farm is null before its first save; a distribution's window preview says whether it is open.
type MyFarm = Answer<'/api/farmer/farm', 'get'>;
export const farmMayBeNull: Equal<null extends MyFarm['farm'] ? true : false, true> = true;
export const windowOpen: Equal<
  Answer<'/api/farmer/distributions', 'get'>['result'][number]['preview']['isOpen'],
  boolean
> = true;

// @ts-expect-error a route the API does not have
export type NotARoute = Answer<'/api/not/a/route', 'get'>;

import type { ZonedOrderingWindow } from '@lfm/core';
import type { farms, inventory, markets } from '../../db/schema';
import type { AnswerReads } from '../../http/answer-reads';

/*
 * The rows the catalogue's queries read and its DTO mapping takes, and the fields of a farm's card: one file both
 * import, so queries.ts (which maps its rows) and dto.ts (which names their types) do not import each other.
 */

export type FarmRow = typeof farms.$inferSelect;
export type ItemRow = typeof inventory.$inferSelect & { farmName: string };
export type MarketRow = typeof markets.$inferSelect;
/** A farm's photo as its page shows it. */
export interface FarmPhoto {
  url: string;
  thumbUrl: string;
}
export type FarmWithFarmer = FarmRow & { farmerName: string; media: FarmPhoto[] };
/**
 * What a farm's card shows (dto.ts `toFarmCard`) and the lists' order needs (newest first: created_at): a list
 * reads no more of its farms (queries.ts `farmCardColumns`), not their long texts nor their farmer.
 */
export const FARM_CARD_FIELDS = [
  'id',
  'farmName',
  'farmLogo',
  'coverImage',
  'brandColor',
  'shortInfo',
  'shortInfoEs',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'latitude',
  'longitude',
  'certifiedOrganic',
  'nofa',
  'createdAt',
] as const satisfies readonly (keyof FarmRow)[];
export type FarmCardRow = Pick<FarmRow, (typeof FARM_CARD_FIELDS)[number]>;

/** Who is looking, and when: the signed-in user's type (null for a visitor), SPEC 4's test-product switch, the clock. */
export interface Viewer {
  userType: number | null;
  showTestProduct: boolean;
  /** Whether an order window is open at the request's time (dto.ts `windowClock`). */
  isOpen: (w: ZonedOrderingWindow) => boolean;
  /** The request's time (slot capacity counts this order window's orders). */
  now: Date;
  /** What the answer reads, for the kept answer's keys (http/answer-reads.ts, ADR 007). */
  reads: AnswerReads;
}

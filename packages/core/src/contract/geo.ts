/** geo/zip's query. */
import { z } from 'zod';
import { zipParam } from './params';

export const zipQuery = z.object({ zipCode: zipParam });

/** geo/zip's answer: the zip's city and state (offline data) and its point. */
export const zipInfoSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ZipInfo = z.infer<typeof zipInfoSchema>;
export const zipInfoResponseSchema = z.object({ result: zipInfoSchema });

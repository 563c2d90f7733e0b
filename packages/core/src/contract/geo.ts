/** geo/zip's query. */
import { z } from 'zod';
import { zipParam } from './params';
import { route } from './route';

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

/** The geo calls. */
export const geoApi = {
  zip: route({
    method: 'GET',
    path: 'geo/zip',
    summary: "A zip code's city, state and point",
    description: "400 'Please fill valid address' when the zip code does not exist.",
    tags: ['geo'],
    access: 'client',
    query: zipQuery,
    response: zipInfoResponseSchema.meta({
      examples: [
        { result: { zipCode: '12534', city: 'Hudson', state: 'NY', latitude: 42.2529, longitude: -73.7907 } },
      ],
    }),
    errors: [400],
  }),
};

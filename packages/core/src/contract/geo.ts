/** geo/zip's query. */
import { z } from 'zod';
import { zipParam } from './params';

export const zipQuery = z.object({ zipCode: zipParam });

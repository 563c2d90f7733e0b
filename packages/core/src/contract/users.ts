/** The users calls' requests beyond the account forms of ../users.ts. */
import { z } from 'zod';
import { paging } from './params';

/** user/getAllFarmer: page and limit as every list takes them. */
export const farmerListQuery = z.object({ ...paging });

/** The pick-up host portal's requests (docs/api-portals.md). */
import { z } from 'zod';
import { idField } from '../fields';
import { NOT_FOUND } from '../messages';
import { optionalDay, paging } from './params';

export const hostPickupsQuery = z.object({ ...paging, day: optionalDay });
export const pickedUpBody = z.object({ groupId: idField(NOT_FOUND.pickup) });

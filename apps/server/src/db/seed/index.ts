import type { Db } from '../client';
import type { Storage } from '../../adapters/storage';

/** Loads the demo data when the database holds no users. Returns whether it seeded. */
export async function seedIfEmpty(_db: Db, _storage: Storage): Promise<boolean> {
  return false;
}

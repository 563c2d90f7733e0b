/**
 * `npm run fuzz -- --runs 10000 [--seed N]`: the fuzz test of issue 13.4 with more requests. It runs
 * the same Vitest file (the app on a fresh database, PGlite or DATABASE_URL) and prints its figures:
 * requests, answers by status, 5xx answers, refused requests that changed rows, and the table of
 * routes × allowed callers with the well-formed requests each got (sent/accepted).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20000' },
    seed: { type: 'string', default: String(Date.now() % 1e9) },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
console.log(`fuzz: ${runs} requests, seed ${values.seed} (repeat with --seed ${values.seed})`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', 'apps/server/src/test/probe/fuzz.test.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: values.seed, FUZZ_TABLE: '1' },
  },
);
process.exit(result.status ?? 1);

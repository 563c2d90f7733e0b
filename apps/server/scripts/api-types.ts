/**
 * `npm run api:types`: reads the app's OpenAPI document (no server: http/api-types.ts) and writes it
 * and its TypeScript types to packages/api-types (issue 31.2). Run it after changing the contract.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_FILE, TYPES_FILE, documentText, readApiDocument, typesText } from '../src/http/api-types';

const document = await readApiDocument();
await writeFile(DOCUMENT_FILE, documentText(document));
await writeFile(TYPES_FILE, await typesText(document));
console.log(
  `Wrote ${path.relative(process.cwd(), DOCUMENT_FILE)} and ${path.relative(process.cwd(), TYPES_FILE)}.`,
);
// A MessagePort opened inside a dependency while the app is built (not a Worker or MessageChannel of ours,
// checked with async_hooks on 2026-11-27) stays referenced after app.close(): without this the command
// printed its line and never ended.
process.exit(0);

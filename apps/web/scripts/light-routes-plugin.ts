/**
 * The web imports the contract's route entries from `@lfm/core/routes` (packages/core/src/routes.ts).
 * At run time `call` needs only an entry's method and path (and whether it is an upload form): this
 * plugin replaces that module by them,
 * read from the real entries when the build starts, so no answer schema (and not zod, about 40 kB
 * gzipped) rides in a first visit's JavaScript. TypeScript still types every call from the full entries.
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const ROUTES = fileURLToPath(new URL('../../../packages/core/src/routes.ts', import.meta.url));
const ID = '\0lfm-light-routes';

interface Entry {
  method: string;
  path: string;
  form?: { files: readonly string[] };
  file?: readonly string[];
}
const isEntry = (v: unknown): v is Entry =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v;

/** What a client reads of an entry at run time: where to send it, and whether it is an upload form. */
const light = ({ method, path, form, file }: Entry) => ({
  method,
  path,
  ...(form && { form: { files: form.files } }),
  ...(file && { file }),
});

/** An `*Api` object made light: its entries, and groups of entries (dayMessagesApi.farmer.page), kept as they nest. */
function lightTree(value: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([k, v]) => {
      if (isEntry(v)) return [[k, light(v)]];
      return typeof v === 'object' && v !== null ? [[k, lightTree(v)]] : [];
    }),
  );
}

/** `export const cartApi = { add: { method, path }, … };` for every `*Api` object of the contract. */
export async function lightRoutesModule(): Promise<string> {
  const full = (await tsImport(ROUTES, import.meta.url)) as Record<string, unknown>;
  const lines: string[] = [];
  for (const [name, value] of Object.entries(full)) {
    if (!name.endsWith('Api') || typeof value !== 'object' || value === null) continue;
    const entries = lightTree(value);
    lines.push(`export const ${name} = ${JSON.stringify(entries)};`);
  }
  if (lines.length === 0) throw new Error('light-routes: the contract has no *Api objects');
  return lines.join('\n');
}

export function lightRoutes(): Plugin {
  let code: Promise<string> | undefined;
  return {
    name: 'lfm-light-routes',
    enforce: 'pre',
    resolveId(id) {
      return id === '@lfm/core/routes' ? ID : null;
    },
    load(id) {
      if (id !== ID) return null;
      return (code ??= lightRoutesModule());
    },
  };
}

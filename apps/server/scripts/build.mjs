// Compiles the server to plain JavaScript (apps/server/dist) so production runs `node dist/main.js`:
// one ES module per entry point, the workspace package @lfm/core bundled in (it ships TypeScript
// source), every npm dependency left as an import resolved from node_modules at run time.
// The SQL migrations are copied next to the bundle (db/client.ts looks for ./migrations).
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/build.mjs [outdir]`: dist by default; the process tests build into dist-test.
const outdir = path.resolve(serverDir, process.argv[2] ?? 'dist');

/** Bare imports stay external except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lfm/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/db/migrate-cli.ts',
    seed: 'src/db/seed/seed-cli.ts',
    'admin-create': 'src/db/admin-cli.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  chunkNames: '[name]-[hash]', // next to the entries: import.meta.url finds ./migrations from any of them
  define: { 'import.meta.vitest': 'undefined' },
  plugins: [externalPackages],
  logLevel: 'warning',
});
await cp(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server compiled to ${path.relative(process.cwd(), outdir) || '.'}`);

import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { routePreloads } from './scripts/route-preloads-plugin';
import { precompiledMessages } from './scripts/precompiled-messages-plugin';
import { lightRoutes } from './scripts/light-routes-plugin';

/**
 * src/early.ts is an entry of its own, loaded by a script of its own ahead of the app's entry (which imports
 * the same module): it runs as soon as the page is parsed and its 1 kB is in (it keeps a tap on the
 * prerendered home page's buttons while the app's code is on its way, and starts that code there).
 */
function earlyFirst(): Plugin {
  return {
    name: 'early-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'early',
        );
        if (!chunk) throw new Error('early-first: no early chunk in the build');
        const tag = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        return html.replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
      },
    },
  };
}

// The client credentials are the app's Basic authorization (SPEC 6); defaults match the server's.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    earlyFirst(),
    precompiledMessages(),
    // Contract entries as their methods and paths only: no answer schema in the browser's JavaScript.
    lightRoutes(),
    // dist/route-preloads.json: which scripts each route's page needs, for the server's modulepreload links;
    // none for the home page, which the build prerenders in full.
    routePreloads(fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url)), { prerendered: ['/'] }),
    // Precompressed copies (.br, .gz) beside each asset, served as they are by the server (no work per request);
    // not of the SSR build, which the server imports and never sends (a third of `npm start`'s build time).
    isSsrBuild
      ? null
      : compression({
          algorithms: ['brotliCompress', 'gzip'],
          threshold: 1024,
          include: /\.(js|css|html|svg|json|txt|xml)$/,
        }),
  ],
  define: {
    __CLIENT_ID__: JSON.stringify(process.env.CLIENT_ID ?? 'lfm-web'),
    __CLIENT_SECRET__: JSON.stringify(process.env.CLIENT_SECRET ?? 'lfm-web-local-secret'),
  },
  // The SSR build (src/prerender.tsx) carries its libraries: the server renders pages with it at request
  // time from wherever the build is (a copy of dist elsewhere too), with nothing to resolve from node_modules.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    sourcemap: false,
    // scripts/check-bundle-size.mjs measures what counts; vite's own gzip report only costs build time.
    reportCompressedSize: false,
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        early: fileURLToPath(new URL('./src/early.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // Icons and the small illustrations are shared by many pages: one request each instead of dozens of 1 kB ones.
          groups: [
            // The libraries the entry needs before it can run (React, the router, the query cache): one chunk,
            // fetched with the entry, instead of half a dozen small ones each costing a round trip on a phone.
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
            { name: 'illustrations', test: /src[\\/]assets[\\/]/ },
            // The translator and the list of languages, needed before the first render, with the small zod-free
            // rules and words the shop's pages share (messages, zips, units, money, order windows): one file
            // instead of eight of a few hundred bytes each (the home page's scripts 35 -> 29).
            {
              name: 'i18n',
              test: /packages[\\/]core[\\/]src[\\/](i18n[\\/](translate|locales)|messages|zip|user-types|cart|catalog|format|order-window)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { routePreloads } from './scripts/route-preloads-plugin';

// The client credentials are the app's Basic authorization (SPEC 6); defaults match the server's.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // dist/route-preloads.json: which scripts each route's page needs, for the server's modulepreload links;
    // none for the home page, which the build prerenders in full.
    routePreloads(fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url)), { prerendered: ['/'] }),
    // Precompressed copies (.br, .gz) beside each asset, served as they are by the server (no work per request).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(js|css|html|svg|json|txt|xml)$/,
    }),
  ],
  define: {
    __CLIENT_ID__: JSON.stringify(process.env.CLIENT_ID ?? 'lfm-web'),
    __CLIENT_SECRET__: JSON.stringify(process.env.CLIENT_SECRET ?? 'lfm-web-local-secret'),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Icons and the small illustrations are shared by many pages: one request each instead of dozens of 1 kB ones.
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
            { name: 'illustrations', test: /src[\\/]assets[\\/]/ },
          ],
        },
      },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The client credentials are the app's Basic authorization (SPEC 6); defaults match the server's.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: {
    __CLIENT_ID__: JSON.stringify(process.env.CLIENT_ID ?? 'lfm-web'),
    __CLIENT_SECRET__: JSON.stringify(process.env.CLIENT_SECRET ?? 'lfm-web-local-secret'),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 300 },
});

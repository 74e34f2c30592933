import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on PORT (3000 by default) in development; the web dev server
// proxies to it so cookies stay first-party and the default API base '/api' works unchanged.
const API_DEV_ORIGIN = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': API_DEV_ORIGIN,
      '/dev': API_DEV_ORIGIN,
      '/sandbox': API_DEV_ORIGIN,
    },
  },
});

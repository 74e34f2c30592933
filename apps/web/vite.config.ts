import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server (apps/server) listens on PORT (3000 by default) in development; the web dev server
// proxies to it so cookies stay first-party and the default API base '/api' works unchanged.
const API_DEV_ORIGIN = `http://localhost:${process.env.PORT ?? '3000'}`;

const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml)$/;
/** Below this, compression saves less than the extra request headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes .br and .gz twins of the built text assets; the server sends them as they are
 * (@fastify/static `preCompressed`), so no CPU is spent compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'psikorehber-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_COMPRESS_BYTES) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // '~test' before '~': the test helpers (apps/web/test) live outside the production tree, and
    // only *.test.ts(x) files may import them (eslint.config.js).
    alias: {
      '~test': fileURLToPath(new URL('./test', import.meta.url)),
      '~': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The plan display shared by /pricing, /billing/plans and checkout, as one chunk.
              // Left to itself the bundler split it into six chunks of 1–2 KB, each a request after
              // the route's own chunk: /pricing needed seven requests, Lighthouse's mobile LCP paid
              // for the queueing, and the page scored below the Lighthouse budget of 95
              // (docs/requirements/platform.md#plat-budget-landing).
              name: 'plans',
              test: /src[\\/](components[\\/]plan-(card|grid|period-chips)|lib[\\/](plans|use-plan-period)|rules[\\/](plans|plan-savings|money))\.tsx?$/,
              // Only these modules: their dependencies (React, the API client) stay where they are.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
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

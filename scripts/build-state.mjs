// Decides whether the web app and the server bundle are missing or older than their sources, so
// `npm start` on a fresh clone (or after a pull) builds exactly what it needs.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const targets = {
  web: {
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
  },
  server: {
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/tsup.config.ts', 'packages/shared/src'],
  },
};

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Names of the targets that need a build. */
export function staleTargets() {
  return Object.entries(targets)
    .filter(([, t]) => {
      const out = path.join(root, t.output);
      if (!fs.existsSync(out)) return true;
      const built = fs.statSync(out).mtimeMs;
      return t.sources.some((s) => newestMtime(s) > built);
    })
    .map(([name]) => name);
}

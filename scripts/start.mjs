// `npm start`: build whatever is missing or stale, then run the server with the embedded defaults.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, staleTargets } from './build-state.mjs';

const stale = staleTargets();
const workspaces = { web: '@psikorehber/web', server: '@psikorehber/server' };
for (const name of stale) {
  process.stdout.write(`Derleniyor: ${name}…\n`);
  execSync(`npm run build -w ${workspaces[name]}`, { cwd: root, stdio: 'inherit' });
}

// The server runs in this process, so signals (Ctrl+C, SIGTERM) reach its graceful shutdown.
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);

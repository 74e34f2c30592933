// Runs one of the server's bundled commands (e.g. admin-create) after building it if needed.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, staleTargets } from './build-state.mjs';

const [command, ...args] = process.argv.slice(2);
if (staleTargets().includes('server')) {
  execSync('npm run build -w @psikorehber/server', {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
process.argv = [process.argv[0], command, ...args];
await import(pathToFileURL(path.join(root, 'apps/server/dist', `${command}.js`)).href);

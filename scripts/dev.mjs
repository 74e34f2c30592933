// `npm run dev`: the API server with hot reload (tsx watch, port 3000) and Vite's dev server
// (port 5173, proxying /api, /dev and /sandbox to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@psikorehber/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@psikorehber/web'], { cwd: root, stdio: 'inherit' }),
];
process.stdout.write('Geliştirme sunucusu: http://localhost:5173 (API: http://localhost:3000)\n');

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

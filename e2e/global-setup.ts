// Starts the built server once for the whole e2e run: free port, temporary data directory,
// embedded defaults. The base URL reaches the tests through E2E_BASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psikorehber-e2e-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { port, output } = await waitForStart(server);
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  // The server prints the development admin's random password once, on its first start.
  const admin = /yöneticisi oluşturuldu: (\S+) \/ (\S+)/.exec(output);
  if (!admin) throw new Error(`The server did not print the development admin:\n${output}`);
  process.env.E2E_ADMIN_EMAIL = admin[1];
  process.env.E2E_ADMIN_PASSWORD = admin[2];

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The server prints "… http://localhost:<port> …" (and the admin line) once it listens. */
function waitForStart(server: ChildProcess): Promise<{ port: number; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/[^:\s]+:(\d+)/.exec(output);
      if (match && output.includes('PsikoRehber') && /yöneticisi oluşturuldu.*\n/.test(output)) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), output });
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
}

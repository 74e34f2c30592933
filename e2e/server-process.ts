// Starts the built server (apps/server/dist/main.js) as a child process on a free port with a
// temporary data directory and the embedded defaults; `env` adds or overrides settings. The global
// setup starts the suite's server with it, and specs start extra ones when an outcome depends on
// configuration (e.g. CONTACT_FORM=off).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  baseURL: string;
  /** Everything the server printed up to the moment it was ready. */
  output: string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const { port, output } = await waitForStart(server);
    let stopped: Promise<void> | undefined;
    return {
      baseURL: `http://127.0.0.1:${port}`,
      output,
      stop() {
        stopped ??= new Promise<void>((resolve) => {
          if (server.exitCode !== null || server.signalCode !== null) return resolve();
          server.once('exit', () => resolve());
          server.kill('SIGTERM');
        }).then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
        return stopped;
      },
    };
  } catch (error) {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
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

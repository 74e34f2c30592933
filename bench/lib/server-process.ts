// Runs a benchmark server in a process of its own, built the way production is (one ESM bundle of
// our code, npm packages external, run by plain `node`): no tsx loader thread inflating memory or
// sharing the event loop. The bundles go to apps/server/node_modules/.bench/ (ignored by git, and
// not wiped by a server build as dist/ is), two levels below apps/server, so the server finds its
// migrations (../../drizzle) and npm packages as it does in development.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { copyKnowledgeAssets } from '../../apps/server/scripts/knowledge-assets';
import type { ChildMessage, ParentMessage } from '../servers/ipc';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'apps/server/node_modules/.bench');

/** npm packages stay external (resolved from node_modules at run time); our workspaces are bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./~]/ }, (args) =>
      args.path.startsWith('@psikorehber/') ? undefined : { path: args.path, external: true },
    );
  },
};

let built: Promise<void> | undefined;

/** USER_HZ: /proc reports CPU times in these ticks (100 on every mainstream Linux build). */
const CLOCK_TICKS = 100;

/** Bundles the servers of bench/servers/ once per benchmark run. */
function buildServers(): Promise<void> {
  built ??= (async () => {
    fs.mkdirSync(outDir, { recursive: true });
    await build({
      entryPoints: {
        app: path.join(root, 'bench/servers/app.ts'),
        bare: path.join(root, 'bench/servers/bare.ts'),
        'fastify-pg': path.join(root, 'bench/servers/fastify-pg.ts'),
        'express-session': path.join(root, 'bench/servers/express-session.ts'),
      },
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      format: 'esm',
      // As the production build (tsup): code imported only when configured (the S3, SMTP and
      // Redis providers, app.ts) stays in chunks of its own and out of an idle server's memory.
      splitting: true,
      platform: 'node',
      target: 'node20',
      tsconfig: path.join(root, 'apps/server/tsconfig.json'),
      plugins: [externalPackages],
      logLevel: 'warning',
    });
    // The engine reads its frames and risk model beside the bundle, as in production.
    await copyKnowledgeAssets(path.join(root, 'apps/server'), outDir);
  })();
  return built;
}

export interface ServerProcess {
  pid: number;
  port: number;
  url: string;
  request<T extends ChildMessage['type']>(
    message: ParentMessage,
    answer: T,
  ): Promise<Extract<ChildMessage, { type: T }>>;
  /** VmRSS and VmHWM (peak) of the process, in MB. */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time (user + system) the process has used so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Starts bench/servers/<name> with `env` and resolves once it listens. */
export type ServerName = 'app' | 'bare' | 'fastify-pg' | 'express-session';

export async function startServer(
  name: ServerName,
  env: Record<string, string>,
): Promise<ServerProcess> {
  await buildServers();
  const child: ChildProcess = fork(path.join(outDir, `${name}.mjs`), [], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    // Logs are written (as in production) but go nowhere, so reading them costs the load nothing.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv: (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
  });
  const waiters: Array<(m: ChildMessage) => boolean> = [];
  child.on('message', (m: ChildMessage) => {
    const index = waiters.findIndex((w) => w(m));
    if (index >= 0) waiters.splice(index, 1);
  });
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`${name} server exited (${String(code)}) before "${type}"`));
      child.once('exit', onExit);
      waiters.push((m) => {
        if (m.type === 'error') {
          child.off('exit', onExit);
          reject(new Error(`${name} server: ${m.message}`));
          return true;
        }
        if (m.type !== type) return false;
        child.off('exit', onExit);
        resolve(m as Extract<ChildMessage, { type: T }>);
        return true;
      });
    });
  const { port } = await next('ready');
  const pid = child.pid!;
  return {
    pid,
    port,
    url: `http://127.0.0.1:${port}`,
    request(message, answer) {
      const reply = next(answer);
      child.send(message);
      return reply;
    },
    memory() {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return {
        rssMb: Math.round(kb('VmRSS') / 102.4) / 10,
        peakMb: Math.round(kb('VmHWM') / 102.4) / 10,
      };
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command name), in ticks.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' } satisfies ParentMessage);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

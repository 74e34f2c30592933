// The parent ↔ server-process protocol of the HTTP benchmark (Node IPC channel), and the server-side
// clock: every request's time from arrival to the last byte written, as the server sees it.
import type { Server } from 'node:http';

export type ParentMessage =
  | { type: 'seed'; users: number; messages: number }
  | { type: 'timings' }
  | { type: 'drain' }
  | { type: 'stop' };

export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'seeded'; fixtures: Fixtures; seedMs: number }
  | { type: 'timings'; count: number; arrived: number; p50Ms: number; p99Ms: number }
  | { type: 'drained' }
  | { type: 'error'; message: string };

export interface Fixtures {
  cookieName: string;
  /** One signed-in, approved user per load connection, each with a workspace and an empty topic. */
  users: Array<{ token: string; ws: string; topic: string }>;
  /** The first user's topic with `messages` messages. */
  history: { ws: string; topic: string; messages: number };
}

export function send(message: ChildMessage): void {
  process.send?.(message);
}

/**
 * Records server time per request until `take` is called (which also resets), and counts requests
 * in flight: when a load run ends, the server may still be working through requests whose client
 * has gone, and the next scenario must not start until it has finished them.
 */
export function serverClock(server: Server) {
  let times: number[] = [];
  /** Requests arrived since the last `take`, answered or not (a client gone at the end of a run). */
  let arrived = 0;
  let inFlight = 0;
  const onIdle: Array<() => void> = [];
  server.prependListener('request', (_req, res) => {
    const started = performance.now();
    arrived += 1;
    inFlight += 1;
    res.once('finish', () => times.push(performance.now() - started));
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) for (const resolve of onIdle.splice(0)) resolve();
    });
  });
  return {
    drained(): Promise<void> {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => onIdle.push(resolve));
    },
    take(): { count: number; arrived: number; p50Ms: number; p99Ms: number } {
      const sorted = times.sort((a, b) => a - b);
      const count = arrived;
      times = [];
      arrived = 0;
      const at = (p: number) =>
        sorted.length === 0
          ? 0
          : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 100) /
            100;
      return { count: sorted.length, arrived: count, p50Ms: at(0.5), p99Ms: at(0.99) };
    },
  };
}

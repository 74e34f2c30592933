// The parent ↔ server-process protocol of the HTTP benchmark (Node IPC channel), and the server-side
// clock: every request's time from arrival to the last byte written, as the server sees it.
import type { Server } from 'node:http';
import { percentile } from '../lib/stats';

export type ParentMessage =
  | { type: 'seed'; users: number; messages: number }
  | { type: 'timings' }
  | { type: 'drain' }
  | { type: 'stop' };

export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'seeded'; fixtures: Fixtures }
  | ({ type: 'timings' } & ServerTimings)
  | { type: 'drained' }
  | { type: 'error'; message: string };

export interface ServerTimings {
  /** Requests answered (their last byte written) since the last `take`. */
  count: number;
  /** Requests arrived since the last `take`, answered or not (a client gone at the end of a run). */
  arrived: number;
  p50Ms: number;
  p99Ms: number;
  /** From the first arrival to the last answer written: the span `count` was served in. */
  spanMs: number;
}

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
 * Records server time per request until `take` is called (which also resets), and counts open
 * connections. `drained` resolves once no connection is open; a request whose client has already
 * gone (an ask abandoned at the end of a run) may still be running then, which the parent waits
 * out by watching the server's CPU time (http.ts `settle`).
 */
export function serverClock(server: Server) {
  let times: number[] = [];
  let arrived = 0;
  let firstArrivalAt: number | undefined;
  let lastFinishAt: number | undefined;
  let inFlight = 0;
  const onIdle: Array<() => void> = [];
  server.prependListener('request', (_req, res) => {
    const started = performance.now();
    firstArrivalAt ??= started;
    arrived += 1;
    inFlight += 1;
    res.once('finish', () => {
      lastFinishAt = performance.now();
      times.push(lastFinishAt - started);
    });
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) for (const resolve of onIdle.splice(0)) resolve();
    });
  });
  return {
    drained(): Promise<void> {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => onIdle.push(resolve));
    },
    take(): ServerTimings {
      const sorted = times.sort((a, b) => a - b);
      const result = {
        count: sorted.length,
        arrived,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        spanMs:
          firstArrivalAt !== undefined && lastFinishAt !== undefined
            ? lastFinishAt - firstArrivalAt
            : 0,
      };
      times = [];
      arrived = 0;
      firstArrivalAt = undefined;
      lastFinishAt = undefined;
      return result;
    },
  };
}

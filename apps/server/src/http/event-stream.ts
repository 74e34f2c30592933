// Server-Sent Events on a hijacked Fastify reply (the streamed answers of issue 6 and 16). The
// reply is hijacked so Fastify does not serialize it; the headers its hooks set (CORS grant,
// Permissions-Policy) are copied over, because a hijacked reply does not send them.
import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** Writes one event (ignored once the connection is gone). */
  send(event: string, data: unknown): void;
  /** Ends the response. */
  close(): void;
  /** Runs once the connection is gone, whoever closed it. */
  onClose(listener: () => void): void;
  readonly closed: boolean;
}

/** How often a comment line keeps idle proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  const writable = () => !res.writableEnded && !res.destroyed;
  const keepAlive = setInterval(() => {
    if (writable()) res.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  res.on('close', () => clearInterval(keepAlive));
  return {
    send(event, data) {
      if (writable()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      clearInterval(keepAlive);
      if (!res.writableEnded) res.end();
    },
    onClose(listener) {
      if (res.destroyed || res.writableEnded) listener();
      else res.on('close', listener);
    },
    get closed() {
      return !writable();
    },
  };
}

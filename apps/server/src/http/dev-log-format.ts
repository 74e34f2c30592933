// Development log: one short readable line per request instead of pino's JSON (issue 14, item 15),
// e.g. `14:02:07 GET /api/auth/me 200 3 ms`. Production and tests keep JSON lines. Input is
// pino's output after redaction, so nothing here can reveal more than the JSON would.
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; code?: string; stack?: string };
}

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

/** One readable line for one pino JSON line; a line that is not JSON passes unchanged. */
export function formatDevLogLine(json: string): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = line.level ?? 30;
  const parts = [clock(line.time)];
  if (level !== 30) parts.push(LEVELS[level] ?? String(level));
  if (line.req?.method && line.res?.statusCode !== undefined) {
    parts.push(line.req.method, line.req.url ?? '', String(line.res.statusCode));
    if (line.responseTime !== undefined) parts.push(`${Math.round(line.responseTime)} ms`);
  } else if (line.msg) {
    parts.push(line.msg);
  }
  if (line.err) {
    const code = line.err.code ? ` [${line.err.code}]` : '';
    parts.push(`— ${line.err.type ?? 'Error'}${code}: ${line.err.message ?? ''}`);
    if (level >= 50 && line.err.stack) parts.push(`\n${line.err.stack}`);
  }
  return `${parts.join(' ')}\n`;
}

/** A stream for pino that writes formatted lines to `out` (stdout by default). */
export function devLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const text = chunk.toString();
      for (const json of text.split('\n')) if (json.trim()) out.write(formatDevLogLine(json));
      callback();
    },
  });
}

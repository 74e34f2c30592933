// pino options for Fastify. Clinical text, passwords, codes, tokens, cookies and card fields never
// reach the logs: request bodies are not logged at all, sensitive keys are redacted wherever a
// module logs an object, and logged URLs show the route pattern with query values redacted.
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';

const SENSITIVE_KEYS = [
  'password',
  'passwordConfirm',
  'newPassword',
  'passwordHash',
  'code',
  'token',
  'verifyToken',
  'resetToken',
  'paytr_token',
  'hash',
  'text',
  'question',
  'answer',
  'prompt',
  'systemPrompt',
  'motivation',
  'address',
  'cc_owner',
  'card_number',
  'cardNumber',
  'cvv',
  'expiry_month',
  'expiry_year',
  'merchant_key',
  'merchant_salt',
];

const CENSOR = '[REDACTED]';

/**
 * `code` names both a mailed one-time code (secret) and an error code (`amount_mismatch`, a driver's
 * `40P01`) that operators need to read. One-time codes are digits; error codes are words.
 */
function isErrorCode(key: string, value: unknown): boolean {
  return key === 'code' && typeof value === 'string' && !/\d{4}/.test(value);
}

/**
 * Headers that carry credentials, redacted like the keys above wherever an object with them is
 * logged (the serializers below never log headers). They were pino `redact` paths
 * (`req.headers.cookie`, …), which @pinojs/redact evaluated on every line, the access-log line of
 * every request included: about 3 µs of a 0.17 ms request (decision 015).
 */
const HEADER_KEYS = ['authorization', 'cookie', 'set-cookie', 'x-apply-draft-id'];

const SENSITIVE = new Set([...SENSITIVE_KEYS, ...HEADER_KEYS]);

/**
 * `value` with the value of every sensitive key replaced, at any depth, in plain objects and arrays
 * (class instances such as a request are logged through their serializers); copied where something
 * changed, never modified. It replaces pino's wildcard redact paths (`*.text`, `*.*.text` for each key), which
 * cloned and walked every value of every log line: 140–190 µs of the two request log lines, the
 * largest single cost of a small request (bench/README.md).
 */
export function redactKeys(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 10) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const redacted = redactKeys(item, depth + 1);
      if (redacted !== item) (copy ??= [...value])[i] = redacted;
    });
    return copy ?? value;
  }
  // Plain objects only (pino's serialized errors count: their prototype chain ends in Object).
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== null && (value as { constructor?: unknown }).constructor !== Object) return value;
  let copy: Record<string, unknown> | undefined;
  // Object.keys, not Object.entries: no [key, value] pair allocated per key of every log line.
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    const item = object[key];
    const redacted =
      SENSITIVE.has(key) && !isErrorCode(key, item) ? CENSOR : redactKeys(item, depth + 1);
    if (redacted !== item) (copy ??= { ...object })[key] = redacted;
  }
  return copy ?? value;
}

/**
 * Query parameters whose values are logged as they are: paging and filter values that never carry
 * personal or clinical data. Every other value (a search text, an applicant's e-mail, a token, a
 * code) is logged as [REDACTED] (issue 14, item 2: `?q=<client name and symptom>` was logged).
 */
const LOGGED_QUERY_PARAMS = new Set(['page', 'size', 'limit', 'window', 'status']);
const QUERY_VALUE_LIMIT = 40;

/** `url` with every query value redacted except the allowlisted ones. */
export function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair.slice(0, QUERY_VALUE_LIMIT);
      const key = pair.slice(0, eq).slice(0, QUERY_VALUE_LIMIT);
      const value = pair.slice(eq + 1);
      return `${key}=${LOGGED_QUERY_PARAMS.has(key) ? value.slice(0, QUERY_VALUE_LIMIT) : CENSOR}`;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * The URL an access-log line shows: the matched route's pattern (`/api/workspace/topics/:id/…`, so
 * no id or path value is logged), or the path of a request that matched no route or only a
 * catch-all; the query with its values redacted as above.
 */
export function loggedUrl(url: string, routePattern: string | undefined): string {
  const mark = url.indexOf('?');
  const query = mark < 0 ? '' : redactQuery(url.slice(mark));
  const path =
    routePattern && !routePattern.includes('*')
      ? routePattern
      : url.slice(0, mark < 0 ? undefined : mark);
  return `${path.slice(0, 300)}${query}`;
}

/**
 * A failed query's error (drizzle's DrizzleQueryError) carries the query's parameters in its
 * message, stack and `params`: the text of a question, an e-mail address, a password hash. The
 * logged copy keeps the query and the cause (the driver's error code and message) and drops them.
 */
export function withoutQueryParams(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const e = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  const cause = e.cause === undefined ? undefined : withoutQueryParams(e.cause, depth + 1);
  if (typeof e.query !== 'string' || !Array.isArray(e.params)) {
    if (cause === e.cause) return error;
    const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object), error, {
      message: e.message,
      stack: e.stack,
    }) as Error;
    copy.cause = cause;
    return copy;
  }
  const message = `Failed query: ${e.query}\nparams: [${String(e.params.length)} redacted]`;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & { query: string };
  copy.message = message;
  copy.stack = e.stack?.split(e.message).join(message);
  copy.query = e.query;
  if (cause !== undefined) copy.cause = cause;
  return copy;
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
  { buffered = false }: { buffered?: boolean } = {},
): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level: level === 'silent' ? 'info' : level,
    // In production, writes to stdout go through a 4 KB buffer (flushed when full and when the
    // process exits): one write(2) per request line was the largest cost of a small request after
    // the database (bench/README.md). A kill -9 loses at most the last 4 KB of lines. Development
    // writes each line at once, so a developer sees requests as they happen.
    stream:
      stream ?? pino.destination({ dest: 1, minLength: buffered ? 4096 : 0, sync: !buffered }),
    // Runs on the logged object before the serializers; the err serializer's output (an Error's
    // own properties) is redacted the same way.
    formatters: { log: (object) => redactKeys(object) as Record<string, unknown> },
    serializers: {
      err: (error: Error) =>
        redactKeys(
          pino.stdSerializers.err(withoutQueryParams(error) as Error),
        ) as pino.SerializedError,
      req(request: { method: string; url?: string; routeOptions?: { url?: string } }) {
        return {
          method: request.method,
          url:
            typeof request.url === 'string'
              ? loggedUrl(request.url, request.routeOptions?.url)
              : undefined,
        };
      },
    },
  };
}

/**
 * One access-log line per request, when its answer is out, with the method and masked URL that
 * Fastify writes on a separate "incoming request" line by default: half the log writes.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}

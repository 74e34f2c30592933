// One server error model (docs/requirements/platform.md#plat-rules-errors): AppError carries a
// shared error code; one handler turns every failure into the body of
// docs/requirements/errors.md#err-format and hides the details of 5xx answers.
import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
} from '@psikorehber/shared/errors';
import { SERVER_ERROR_MESSAGES } from '@psikorehber/shared/messages';
import { errorCodeForStatus } from '@psikorehber/shared/status-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message ?? SERVER_ERROR_MESSAGES[code]);
    this.status = ERROR_STATUS[code];
  }
}

export function errorBody(code: ErrorCode, message?: string, details?: ErrorDetail[]): ErrorBody {
  return {
    ok: false,
    error: code,
    message: message ?? SERVER_ERROR_MESSAGES[code],
    ...(details && details.length > 0 ? { details } : {}),
  };
}

/** Fastify's own error codes (body parsing, limits) mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'invalid_body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_body',
  FST_ERR_CTP_EMPTY_TYPE: 'invalid_body',
  FST_ERR_CTP_INVALID_TYPE: 'invalid_body',
  FST_ERR_VALIDATION: 'invalid_body',
  FST_ERR_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'invalid_body',
};

function toDetails(error: FastifyError): ErrorDetail[] | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  return error.validation.map((v) => ({
    field: v.instancePath.split('/').filter(Boolean).join('.'),
    message: v.message ?? SERVER_ERROR_MESSAGES.invalid_body,
  }));
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    const details = toDetails(error);
    if (mapped || details) {
      const code = mapped ?? 'invalid_body';
      // The first detail's message is the most useful single line for the user
      // (docs/requirements/errors.md#err-contact).
      const message = details?.[0]?.message ?? SERVER_ERROR_MESSAGES[code];
      return reply.status(ERROR_STATUS[code]).send(errorBody(code, message, details));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Another plugin's client error (e.g. multipart, the rate limiter's 429): keep its status,
      // use our code and wording. A 4xx the shared mapping does not name is a bad request to us.
      const code = errorCodeForStatus(error.statusCode) ?? 'invalid_body';
      return reply.status(error.statusCode).send(errorBody(code));
    }
    request.log.error({ err: error }, 'unhandled error');
    const code: ErrorCode = isDatabaseUnavailable(error) ? 'service_unavailable' : 'internal_error';
    return reply.status(ERROR_STATUS[code]).send(errorBody(code));
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !isAssetPath(request.url);
    if (isPage && app.sendWebApp) return app.sendWebApp(reply);
    return reply.status(404).send(errorBody('not_found'));
  });
}

/**
 * Fastify's router errors (a URL that does not decode, a path parameter over maxParamLength) are
 * answered outside the error handler; without this they reflect the raw path in Fastify's own body.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code: ErrorCode =
    error.statusCode !== undefined && error.statusCode < 500 ? 'invalid_body' : 'internal_error';
  void reply
    .status(ERROR_STATUS[code])
    .header('X-Content-Type-Options', 'nosniff')
    .send(errorBody(code));
}

/**
 * Build assets: a missing one is a 404, not the app's HTML (a stale tab asking for an old chunk
 * must get an error it can recover from, not a page parsed as JavaScript).
 */
function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Error codes of a database that is down or restarting (socket errors and SQLSTATEs). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown (a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '53300', // too_many_connections
]);

/**
 * node-postgres reports a connection lost mid-query and a pool connect timeout without a code; these
 * are its messages (pg/lib/client.js, pg-pool/index.js).
 */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

/**
 * Connection-level failures of PostgreSQL: answer 503 so clients retry, not 500. Looks through the
 * cause chain (drizzle wraps the driver's error in DrizzleQueryError).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

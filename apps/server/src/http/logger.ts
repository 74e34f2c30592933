// pino options for Fastify. Clinical text, passwords, codes, tokens, cookies and card fields never
// reach the logs: request bodies are not logged at all, sensitive keys are redacted wherever a
// module logs an object, and secret-bearing query parameters are masked in logged URLs.
import type { FastifyServerOptions } from 'fastify';

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

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-apply-draft-id"]',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

const SECRET_QUERY_PARAMS = /([?&](?:token|code|verifyToken|resetToken|hash)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[REDACTED]');
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level: level === 'silent' ? 'info' : level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      req(request: { method: string; url: string; hostname?: string; ip?: string }) {
        return { method: request.method, url: maskUrl(request.url) };
      },
    },
  };
}

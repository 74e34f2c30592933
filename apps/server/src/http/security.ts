// Security headers, CORS allowlist and the Origin-based CSRF check of
// docs/requirements/api.md#api-cors-csrf.
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the few routes that foreign servers call without a session (payment callback). */
    csrf?: boolean;
  }
}

function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Where the browser may post forms: ourselves and the card form of the payment provider
        // (docs/requirements/api.md#api-provider-form), wherever PAYTR_BASE_URL points it.
        formAction: ["'self'", new URL(config.payment.baseUrl).origin],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where TLS is guaranteed; a laptop on http://localhost must not be pinned.
    strictTransportSecurity: config.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Every security header of every response, computed once. Helmet writes them; running its
 * middleware here against a recording response keeps its validation and defaults, while
 * @fastify/helmet rebuilt the whole middleware (and re-parsed the CSP) on every request: 6–7 % of
 * the CPU of GET /api/auth/me (bench/README.md). Our headers do not depend on the request (no CSP
 * nonces), so one object serves all.
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    // Lower-case names, as Fastify stores them: reply.header() lower-cases every name it is given.
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
    },
  );
  headers['permissions-policy'] =
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = securityHeaders(config);
  // onRequest, not onSend: streamed (hijacked) replies never reach onSend. The hooks below take
  // `done` instead of being async: an async hook costs a promise and a microtask turn on every
  // request (decision 015).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // API answers carry personal data unless a route says otherwise (the public plan list does):
    // no browser or proxy may keep them (issue 14, item 9).
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'private, no-store');
    done();
  });

  const allowed = new Set(config.webOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });

  app.addHook('onRequest', (request, _reply, done) => {
    if (
      isSafeMethod(request.method) ||
      request.routeOptions.config?.csrf === false ||
      isAllowedOrigin(request, allowed)
    ) {
      done();
    } else {
      done(new AppError('forbidden'));
    }
  });
}

function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/**
 * Browsers send Origin (or at least Sec-Fetch-Site) on state-changing requests; a foreign one is
 * refused. Requests with neither come from non-browser clients, which carry no ambient cookies
 * from a victim's browser, so they are let through.
 */
function isAllowedOrigin(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (allowed.has(origin)) return true;
    // The request's own origin (e.g. the server reached by another name or port in development):
    // scheme, host and port must all match, so an https:// page cannot post to the http:// host.
    const host = request.headers.host;
    try {
      return host !== undefined && new URL(origin).origin === `${request.protocol}://${host}`;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

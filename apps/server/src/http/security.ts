// Security headers, CORS allowlist and the Origin-based CSRF check of DESIGN §5.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the few routes that foreign servers call without a session (payment callback). */
    csrf?: boolean;
  }
}

/** Where the browser may post forms: ourselves and the card payment provider (SPEC §7). */
const PAYTR_FORM_ACTION = 'https://www.paytr.com';

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'", PAYTR_FORM_ACTION],
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
  });
  // onRequest, not onSend: streamed (hijacked) replies never reach onSend.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
  });

  const allowed = new Set(config.webOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });

  app.addHook('onRequest', async (request) => {
    if (isSafeMethod(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    if (!isAllowedOrigin(request, allowed)) throw new AppError('forbidden');
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
    // Same host as the request (e.g. the server reached by another name or port in development).
    const host = request.headers.host;
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

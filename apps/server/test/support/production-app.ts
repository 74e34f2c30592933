// A production-configured app without a database, for tests of what production registers and
// sends (headers, routes). Requests that need the database must not be made against it.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  // Made per run: production refuses any secret written in the repository (config.ts).
  APP_SECRET: randomBytes(32).toString('hex'),
  PUBLIC_URL: 'https://psikorehber.example',
  SMTP_URL: 'smtp://localhost:25',
  PAYTR_MERCHANT_ID: '123456',
  PAYTR_MERCHANT_KEY: 'key',
  PAYTR_MERCHANT_SALT: 'salt',
} as const;

export async function buildProductionApp(
  options: { env?: Record<string, string>; serveWeb?: boolean } = {},
): Promise<FastifyInstance> {
  const database = {
    db: {} as never,
    driver: 'pglite' as const,
    ping: async () => {},
    close: async () => {},
  };
  return buildApp({
    config: loadConfig({ ...PRODUCTION_ENV, ...options.env }),
    database,
    serveWeb: options.serveWeb ?? false,
  });
}

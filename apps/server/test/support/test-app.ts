// Boots the whole app against a fresh test database for `inject` tests
// (docs/requirements/platform.md#plat-rules-tests).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type Providers } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase, type TestDriver } from './test-database';

export function testConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/psikorehber-test', ...overrides });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** Everything the app logged so far (JSON lines). */
  logs(): string;
}

/**
 * Registers beforeAll/afterAll hooks that build an app on a new database and a temporary data
 * directory; the returned object's fields are filled in before the first test runs.
 */
export function useTestApp(
  driver: TestDriver,
  options: {
    env?: Record<string, string | undefined>;
    serveWeb?: boolean;
    providers?: Partial<Providers>;
    /** Registers extra (test-only) routes before the app is ready. */
    extend?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): TestContext {
  const lines: string[] = [];
  const ctx = { logs: () => lines.join('') } as TestContext;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psikorehber-test-'));
    ctx.config = testConfig({ DATA_DIR: dataDir, ...options.env });
    ctx.database = await createTestDatabase(driver);
    ctx.app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      serveWeb: options.serveWeb ?? false,
      providers: options.providers,
      logStream: new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString());
          callback();
        },
      }),
    });
    await options.extend?.(ctx.app);
    await ctx.app.ready();
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.dispose();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}

// Builds the Fastify application from a configuration and an open database. Tests call this and
// use `inject`; main.ts adds listening and shutdown
// (docs/requirements/platform.md#plat-rules-server).
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES } from '@psikorehber/shared/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { frameworkErrorHandler, registerErrorHandlers } from './http/errors';
import { devLogStream } from './http/dev-log-format';
import { AccessLogController, loggerOptions } from './http/logger';
import { MemoryRateLimitStore, type RateLimitStore } from './http/rate-limit';
import { registerSecurity } from './http/security';
import { defaultWebDistDir, registerStaticWeb } from './http/static-web';
import { validatorCompiler } from './http/validation';
import { accessRoutes } from './modules/access/routes';
import { accountRoutes } from './modules/account/routes';
import { adminRoutes } from './modules/admin/routes';
import { applicationRoutes } from './modules/application/routes';
import { applyRoutes } from './modules/apply/routes';
import { authRoutes } from './modules/auth/routes';
import { billingRoutes, CALLBACK_PATH } from './modules/billing/routes';
import { contactRoutes } from './modules/contact/routes';
import { devApiRoutes, devPageRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { MailSender } from './providers/mail/outbox';
import { RETENTION_FIRST_RUN_DELAY_MS, retentionTask } from './modules/retention/purge';
import { renderIndexHtml, siteOrigin } from './modules/seo/head';
import { seoRoutes } from './modules/seo/routes';
import { OutboxTransport } from './providers/mail/outbox-transport';
import type { MailTransport } from './providers/mail/transport';
import type { PaymentGateway } from './providers/payment/gateway';
import { PaytrGateway } from './providers/payment/paytr-gateway';
import { sandboxPaymentRoutes } from './providers/payment/sandbox/routes';
import { SANDBOX_CREDENTIALS, SandboxGateway } from './providers/payment/sandbox/sandbox-gateway';
import { systemClock, type Clock } from './lib/clock';
import type { PeriodicTask } from './lib/periodic-task';
import { createSupervisionEngine } from './providers/ai/create-engine';
import type { SupervisionEngine } from './providers/ai/engine';
import { Generations } from './modules/workspace/generation';
import { askRecoveryTask, RECOVERY_MARGIN_MS } from './modules/workspace/recovery';
import { workspaceRoutes } from './modules/workspace/routes';
import { LocalFileStorage } from './providers/storage/local-storage';
import type { FileStorage } from './providers/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    database: DatabaseHandle;
    mail: MailSender;
    /**
     * The daily retention purge (docs/requirements/limits.md#lim-retention); tests call
     * `retention.runOnce()`.
     */
    retention: PeriodicTask<number>;
    storage: FileStorage;
    rateLimits: RateLimitStore;
    payments: PaymentGateway;
    clock: Clock;
    engine: SupervisionEngine;
    /** Answers being written in this process (modules/workspace/generation.ts, issue 16). */
    generations: Generations;
    /** Every route as registered (method and full URL), for route-level tests and audits. */
    registeredRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
}

/**
 * The outside world, each part with its embedded default
 * (docs/requirements/platform.md#plat-rules-providers).
 */
export interface Providers {
  mailTransport: MailTransport;
  storage: FileStorage;
  rateLimits: RateLimitStore;
  payments: PaymentGateway;
  clock: Clock;
  engine: SupervisionEngine;
}

function paymentGateway(config: AppConfig): PaymentGateway {
  const { payment } = config;
  if (payment.provider === 'paytr') {
    // loadConfig refuses paytr without all three credentials.
    const credentials = {
      merchantId: payment.merchantId ?? '',
      merchantKey: payment.merchantKey ?? '',
      merchantSalt: payment.merchantSalt ?? '',
    };
    return new PaytrGateway(credentials, payment.testMode, payment.baseUrl);
  }
  return new SandboxGateway(
    {
      merchantId: payment.merchantId ?? SANDBOX_CREDENTIALS.merchantId,
      merchantKey: payment.merchantKey ?? SANDBOX_CREDENTIALS.merchantKey,
      merchantSalt: payment.merchantSalt ?? SANDBOX_CREDENTIALS.merchantSalt,
    },
    payment.testMode,
  );
}

/**
 * The providers this configuration selects. A provider's client library is imported only when it
 * is selected (SMTP, S3, Redis): an idle server must stay within 150 MB
 * (docs/requirements/platform.md#plat-budget-memory), and these libraries cost about 15 MB that a
 * single instance with the embedded defaults never uses.
 */
export async function defaultProviders(config: AppConfig): Promise<Providers> {
  return {
    mailTransport: config.mail.smtpUrl
      ? new (await import('./providers/mail/smtp-transport')).SmtpTransport(
          config.mail.smtpUrl,
          config.mail.from,
        )
      : new OutboxTransport(),
    // Several instances share one bucket (docs/decisions/011-object-storage.md); one needs none.
    storage:
      config.storage.provider === 's3'
        ? new (await import('./providers/storage/s3-storage')).S3FileStorage(config.storage)
        : new LocalFileStorage(config.storage.dir),
    // Several instances share their counters through Redis; one needs none
    // (docs/requirements/platform.md#plat-rate-limit-store).
    rateLimits: config.redisUrl
      ? new (await import('./http/redis-rate-limit')).RedisRateLimitStore(config.redisUrl)
      : new MemoryRateLimitStore(),
    payments: paymentGateway(config),
    clock: systemClock,
    engine: createSupervisionEngine(config),
  };
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Replace any provider (tests use a temporary storage folder or a failing mail transport). */
  providers?: Partial<Providers>;
  /** Serve the built web app (default: when apps/web/dist exists). */
  serveWeb?: boolean;
  /** Write logs here (tests read them to prove that secrets never reach the logs). */
  logStream?: NodeJS.WritableStream;
}

/** JSON bodies above this are refused with 413 (file uploads have their own limit). */
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp({
  config,
  database,
  providers: overrides,
  serveWeb,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(
      config.logLevel,
      // Development reads the log in a terminal: short lines (http/dev-log-format.ts).
      logStream ?? (config.env === 'development' ? devLogStream() : undefined),
      { buffered: config.isProduction },
    ),
    logController: new AccessLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  const providers = { ...(await defaultProviders(config)), ...overrides };
  providers.rateLimits.useLogger?.(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', providers.storage);
  app.decorate('rateLimits', providers.rateLimits);
  app.decorate('payments', providers.payments);
  app.decorate('clock', providers.clock);
  app.decorate('engine', providers.engine);
  app.decorate('mail', new MailSender(database.db, providers.mailTransport, app.log));
  // Interrupted asks (e.g. kill -9 between charging and answering) get their credit back: before
  // the app is ready and every minute after (modules/workspace/recovery.ts).
  const askRecovery = askRecoveryTask(
    database.db,
    providers.clock,
    app.log,
    config.ai.totalTimeoutMs + RECOVERY_MARGIN_MS,
  );
  app.decorate(
    'generations',
    new Generations({
      db: database.db,
      engine: providers.engine,
      clock: providers.clock,
      log: app.log,
      limits: { idleMs: config.ai.idleTimeoutMs, totalMs: config.ai.totalTimeoutMs },
    }),
  );
  app.decorate('retention', retentionTask(database.db, providers.clock, app.log));
  app.addHook('onReady', async () => {
    app.mail.start();
    askRecovery.start();
    await askRecovery.runOnce();
    app.retention.start(RETENTION_FIRST_RUN_DELAY_MS);
  });
  // Answers still being written end as interrupted (partial, credit returned), not half-stored;
  // before the server closes, so their listeners are told.
  app.addHook('preClose', async () => {
    await app.generations.stopAll();
  });
  app.addHook('onClose', async () => {
    await app.retention.stop();
    await askRecovery.stop();
    await app.mail.stop();
    await providers.mailTransport.close();
    await providers.rateLimits.close?.();
    await providers.storage.close?.();
  });

  const routes: Array<{ method: string; url: string }> = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  registerErrorHandlers(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(applyRoutes);
      await api.register(applicationRoutes);
      await api.register(adminRoutes);
      await api.register(billingRoutes);
      await api.register(accessRoutes);
      await api.register(workspaceRoutes);
      await api.register(contactRoutes);
      await api.register(accountRoutes);
      if (!config.isProduction) await api.register(devApiRoutes);
    },
    { prefix: '/api' },
  );
  if (!config.isProduction) await app.register(devPageRoutes);
  await app.register(seoRoutes);
  // The sandbox provider is never mounted in production (loadConfig refuses it there;
  // docs/requirements/payments.md#pay-sandbox).
  if (providers.payments instanceof SandboxGateway && !config.isProduction) {
    await app.register(sandboxPaymentRoutes, {
      gateway: providers.payments,
      clock: providers.clock,
      callbackPath: CALLBACK_PATH,
      allowedOrigins: config.webOrigins,
    });
  }

  const distDir = config.webDistDir ?? defaultWebDistDir();
  if ((serveWeb ?? true) && distDir) {
    await registerStaticWeb(app, distDir, {
      originOf: (request) => siteOrigin(request, app.config),
      render: renderIndexHtml,
    });
  }

  return app;
}

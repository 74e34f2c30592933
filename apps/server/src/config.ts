// Environment → typed configuration, parsed once at start-up
// (docs/requirements/platform.md#plat-rules-web).
// Every setting the server reads is here, with its default; README's table mirrors this file.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const url = z.string().url();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Outside production the default is loopback only (the dev outbox must not face a network). */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address users reach the product at (links in e-mails, canonical URLs, payment return URLs). */
  PUBLIC_URL: url.optional(),
  /** Extra origins allowed to call the API with credentials (comma list). */
  WEB_ORIGINS: csv.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL URL; when unset the embedded PGlite database under DATA_DIR/db is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Keys HMACs of IP addresses and similar; at least 32 characters in production. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: bool.default(false),
  /** Built web app to serve; defaults to apps/web/dist of this repository. */
  WEB_DIST_DIR: z.string().optional(),

  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),

  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('PsikoRehber <no-reply@psikorehber.local>'),
  CONTACT_TO: z.string().email().default('iletisim@psikorehber.local'),
  /**
   * The contact form: `on` stores each message and mails it to CONTACT_TO; `no-mail` answers 503
   * mail_not_configured (visitors are shown the e-mail address instead); `off` removes the endpoint.
   */
  CONTACT_FORM: z.enum(['on', 'no-mail', 'off']).default('on'),

  PAYMENT_PROVIDER: z.enum(['paytr', 'sandbox']).optional(),
  PAYTR_MERCHANT_ID: z.string().min(1).optional(),
  PAYTR_MERCHANT_KEY: z.string().min(1).optional(),
  PAYTR_MERCHANT_SALT: z.string().min(1).optional(),
  PAYTR_TEST_MODE: bool.optional(),
  /** PayTR's address (form post and status inquiry); tests point it at a local server. */
  PAYTR_BASE_URL: url.default('https://www.paytr.com'),

  AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
  AI_MODEL: z.string().min(1).optional(),
  AI_BASE_URL: url.optional(),
  AI_API_KEY: z.string().min(1).optional(),
  /** Idle limit: the longest wait for the provider's next chunk (also the first) (issue 16). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Total limit of one answer, however steadily it streams (issue 16). */
  AI_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /** Sampling temperature sent to an external model; its own default when unset. */
  AI_TEMPERATURE: z.coerce.number().min(0).max(2).optional(),
  /** Upper bound of an external model's answer, in tokens. */
  AI_MAX_TOKENS: z.coerce.number().int().min(256).max(32_000).default(2_000),

  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),

  /** Where documents live: `local` (DATA_DIR/files) or `s3` (a bucket every instance shares). */
  STORAGE: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible server (MinIO, Ceph, R2…); unset for AWS S3 itself. */
  S3_ENDPOINT: url.regex(/^https?:\/\//, 'must start with http:// or https://').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The bucket in the path (https://host/bucket/key) instead of the host name; MinIO, Ceph. */
  S3_FORCE_PATH_STYLE: bool.default(false),
});

export type Env = z.input<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Development-only secret: never accepted in production (see the checks below). */
const DEV_APP_SECRET = 'dev-only-secret-not-for-production-0123456789';

/**
 * Secrets that are public because they are written in this repository (the development default
 * and the .env.example placeholder). APP_SECRET keys the stored IP and code hashes:
 * with a known key, the 2^32 IPv4 addresses behind a stored hash can be tried in minutes. A test
 * (config.test.ts) finds every APP_SECRET literal in the repository and checks it is refused.
 */
const PUBLIC_SECRETS = new Set([
  DEV_APP_SECRET,
  'replace-with-64-hex-characters-from-openssl-rand-hex-32',
]);

/** A secret made of a handful of distinct characters ('x' × 40) is guessable, however long. */
const MIN_DISTINCT_SECRET_CHARACTERS = 10;

export function isUsableProductionSecret(secret: string): boolean {
  return !PUBLIC_SECRETS.has(secret) && new Set(secret).size >= MIN_DISTINCT_SECRET_CHARACTERS;
}

export function loadConfig(
  env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env,
) {
  // Empty strings mean "unset" (common in .env files and CI matrices).
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';

  // The sandbox is the default only where no PayTR credentials are configured and never in
  // production (docs/requirements/payments.md#pay-sandbox).
  const hasPaytrCredentials = Boolean(
    e.PAYTR_MERCHANT_ID && e.PAYTR_MERCHANT_KEY && e.PAYTR_MERCHANT_SALT,
  );
  const paymentProvider =
    e.PAYMENT_PROVIDER ?? (production || hasPaytrCredentials ? 'paytr' : 'sandbox');
  const problems: string[] = [];
  if (production) {
    if (!e.APP_SECRET) problems.push('APP_SECRET is required in production (32+ characters).');
    else if (!isUsableProductionSecret(e.APP_SECRET))
      problems.push(
        'APP_SECRET is public (written in this repository) or too simple; generate one with `openssl rand -hex 32`.',
      );
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL is required in production.');
    if (!e.SMTP_URL)
      problems.push('SMTP_URL is required in production (the outbox mailer is for development).');
    if (paymentProvider === 'sandbox')
      problems.push('PAYMENT_PROVIDER=sandbox is not allowed in production; use paytr.');
  }
  if (paymentProvider === 'paytr') {
    for (const key of ['PAYTR_MERCHANT_ID', 'PAYTR_MERCHANT_KEY', 'PAYTR_MERCHANT_SALT'] as const) {
      if (!e[key]) problems.push(`${key} is required when PAYMENT_PROVIDER=paytr.`);
    }
  }
  if ((e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'anthropic') && !e.AI_API_KEY) {
    problems.push(`AI_API_KEY is required when AI_PROVIDER=${e.AI_PROVIDER}.`);
  }
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) {
    problems.push('AI_BASE_URL is required when AI_PROVIDER=openai-compatible.');
  }
  if (e.AI_PROVIDER !== 'offline' && !e.AI_MODEL) {
    problems.push(`AI_MODEL is required when AI_PROVIDER=${e.AI_PROVIDER}.`);
  }
  const storage = e.STORAGE ?? 'local';
  if (storage === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[key]) problems.push(`${key} is required when STORAGE=s3.`);
    }
  } else if (!e.STORAGE && e.S3_BUCKET) {
    // A bucket without STORAGE=s3 would leave each instance with documents on its own disk.
    problems.push(
      'S3_BUCKET is set but STORAGE is not: set STORAGE=s3 (or STORAGE=local to keep documents under DATA_DIR/files).',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }

  const dataDir = path.resolve(e.DATA_DIR);
  const filesDir = path.join(dataDir, 'files');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const devOrigins = production ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];

  return {
    env: e.NODE_ENV,
    isProduction: production,
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    publicUrl,
    /** False when publicUrl is the localhost guess; payment return URLs then follow the request. */
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    webOrigins: [...new Set([new URL(publicUrl).origin, ...(e.WEB_ORIGINS ?? []), ...devOrigins])],
    dataDir,
    /** Documents on local disk: where STORAGE=local keeps them and storage:copy-to-s3 reads them. */
    filesDir,
    database: e.DATABASE_URL
      ? ({ driver: 'postgres', url: e.DATABASE_URL } as const)
      : ({ driver: 'pglite', dir: path.join(dataDir, 'db') } as const),
    appSecret: e.APP_SECRET ?? DEV_APP_SECRET,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    session: { ttlDays: e.SESSION_TTL_DAYS, idleHours: e.SESSION_IDLE_HOURS },
    mail: {
      provider: e.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      contactTo: e.CONTACT_TO,
    },
    contactForm: e.CONTACT_FORM,
    payment: {
      provider: paymentProvider,
      merchantId: e.PAYTR_MERCHANT_ID,
      merchantKey: e.PAYTR_MERCHANT_KEY,
      merchantSalt: e.PAYTR_MERCHANT_SALT,
      testMode: e.PAYTR_TEST_MODE ?? !production,
      baseUrl: e.PAYTR_BASE_URL.replace(/\/+$/, ''),
    },
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      idleTimeoutMs: e.AI_TIMEOUT_MS,
      totalTimeoutMs: Math.max(e.AI_TOTAL_TIMEOUT_MS, e.AI_TIMEOUT_MS),
      temperature: e.AI_TEMPERATURE,
      maxTokens: e.AI_MAX_TOKENS,
    },
    redisUrl: e.REDIS_URL,
    // loadConfig refuses s3 without the bucket and both credentials.
    storage:
      storage === 's3'
        ? ({
            provider: 's3',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          } as const)
        : ({ provider: 'local', dir: filesDir } as const),
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;

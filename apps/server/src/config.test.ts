import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PRODUCTION_ENV } from '../test/support/production-app';

const productionReady = { ...PRODUCTION_ENV, LOG_LEVEL: undefined } as Record<
  string,
  string | undefined
>;

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('runs with embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.database.driver).toBe('pglite');
    expect(config.database).toMatchObject({ dir: expect.stringMatching(/data[/\\]db$/) });
    expect(config.mail.provider).toBe('outbox');
    expect(config.payment.provider).toBe('sandbox');
    expect(config.ai.provider).toBe('offline');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.webOrigins).toContain('http://localhost:3000');
  });

  it('uses PayTR by default once its credentials are configured, the sandbox otherwise', () => {
    const paytr = {
      PAYTR_MERCHANT_ID: '1',
      PAYTR_MERCHANT_KEY: 'k',
      PAYTR_MERCHANT_SALT: 's',
    };
    expect(loadConfig(paytr).payment).toMatchObject({
      provider: 'paytr',
      testMode: true,
      baseUrl: 'https://www.paytr.com',
    });
    expect(loadConfig({ ...paytr, PAYMENT_PROVIDER: 'sandbox' }).payment.provider).toBe('sandbox');
    expect(loadConfig({ PAYTR_MERCHANT_ID: '1' }).payment.provider).toBe('sandbox');
    expect(loadConfig({}).publicUrlConfigured).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://x.example/' }).publicUrlConfigured).toBe(true);
  });

  it('switches to PostgreSQL and SMTP by URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://localhost:25',
    });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgres://root@127.0.0.1:5432/test',
    });
    expect(config.mail.provider).toBe('smtp');
  });

  it('keeps the contact form on unless told otherwise', () => {
    expect(loadConfig({}).contactForm).toBe('on');
    expect(loadConfig({ CONTACT_FORM: 'no-mail' }).contactForm).toBe('no-mail');
    expect(loadConfig({ CONTACT_FORM: 'off' }).contactForm).toBe('off');
    expect(configError({ CONTACT_FORM: 'disabled' })).toMatch(/CONTACT_FORM/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.driver).toBe('pglite');
  });

  it('names the bad setting', () => {
    expect(configError({ PORT: 'abc' })).toMatch(/PORT/);
    expect(configError({ DATABASE_URL: 'mysql://x' })).toMatch(
      /DATABASE_URL: must start with postgres/,
    );
    expect(configError({ NODE_ENV: 'staging' })).toMatch(/NODE_ENV/);
    expect(configError({ APP_SECRET: 'short' })).toMatch(/APP_SECRET/);
  });

  it('refuses production with embedded defaults and names every missing setting', () => {
    const message = configError({ NODE_ENV: 'production' });
    for (const name of [
      'APP_SECRET',
      'PUBLIC_URL',
      'SMTP_URL',
      'PAYTR_MERCHANT_ID',
      'PAYTR_MERCHANT_KEY',
      'PAYTR_MERCHANT_SALT',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('refuses the sandbox payment provider in production', () => {
    expect(configError({ ...productionReady, PAYMENT_PROVIDER: 'sandbox' })).toMatch(
      /PAYMENT_PROVIDER=sandbox/,
    );
  });

  it('listens on loopback outside production unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(productionReady).host).toBe('0.0.0.0');
  });

  it('refuses in production every APP_SECRET written in the repository, and simple ones', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js|md|ya?ml|json)$|(^|\/)\.env\.example$|Dockerfile$/.test(f));
    const literals = new Set<string>();
    for (const file of files) {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) continue;
      for (const m of fs
        .readFileSync(full, 'utf8')
        .matchAll(/APP_SECRET\s*[:=]\s*['"]?([\w-]{16,})/g))
        literals.add(m[1]!);
    }
    // The development default and the .env.example placeholder at least.
    expect(literals.size).toBeGreaterThanOrEqual(2);
    for (const secret of literals) {
      expect(configError({ ...productionReady, APP_SECRET: secret }), secret).toMatch(/APP_SECRET/);
    }
    expect(configError({ ...productionReady, APP_SECRET: 'x'.repeat(40) })).toMatch(/APP_SECRET/);
    expect(loadConfig({ APP_SECRET: 'x'.repeat(40) }).appSecret).toBe('x'.repeat(40));
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig(productionReady);
    expect(config.isProduction).toBe(true);
    expect(config.payment).toMatchObject({ provider: 'paytr', testMode: false });
    expect(config.webOrigins).toEqual(['https://psikorehber.example']);
  });

  it('requires the credentials of a real AI provider', () => {
    expect(configError({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' })).toMatch(/AI_API_KEY/);
    expect(configError({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama' })).toMatch(
      /AI_BASE_URL/,
    );
    expect(configError({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k' })).toMatch(/AI_MODEL/);
  });

  it('keeps documents on local disk by default and in a bucket with STORAGE=s3', () => {
    expect(loadConfig({ DATA_DIR: '/srv/pr' }).storage).toEqual({
      provider: 'local',
      dir: path.resolve('/srv/pr/files'),
    });
    const s3 = {
      STORAGE: 's3',
      S3_BUCKET: 'belgeler',
      S3_ACCESS_KEY_ID: 'anahtar',
      S3_SECRET_ACCESS_KEY: 'gizli',
    };
    expect(loadConfig(s3).storage).toEqual({
      provider: 's3',
      bucket: 'belgeler',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'anahtar',
      secretAccessKey: 'gizli',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: '1',
      }).storage,
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it('names every missing S3 setting, and refuses a bucket without STORAGE=s3', () => {
    const message = configError({ STORAGE: 's3' });
    expect(message).toMatch(/S3_BUCKET is required when STORAGE=s3/);
    expect(message).toMatch(/S3_ACCESS_KEY_ID is required when STORAGE=s3/);
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY is required when STORAGE=s3/);
    expect(
      configError({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' }).split('\n'),
    ).toEqual(['Invalid configuration:', '  S3_SECRET_ACCESS_KEY is required when STORAGE=s3.']);
    expect(configError({ STORAGE: 'nfs' })).toMatch(/STORAGE/);
    expect(configError({ STORAGE: 's3', S3_ENDPOINT: 'minio:9000' })).toMatch(/S3_ENDPOINT/);
    expect(configError({ S3_BUCKET: 'belgeler' })).toMatch(/S3_BUCKET is set but STORAGE is not/);
    expect(loadConfig({ STORAGE: 'local', S3_BUCKET: 'belgeler' }).storage.provider).toBe('local');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@psikorehber/shared/errors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/support/test-app';
import { buildProductionApp } from '../../test/support/production-app';
import { describeEachDatabase } from '../../test/support/test-database';
import { AppError } from './errors';

describeEachDatabase('HTTP foundation', (driver) => {
  const ctx = useTestApp(driver, {
    extend: (app) => {
      // Test-only routes exercising validation and error mapping.
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({
              name: z.string().min(2, 'Ad en az 2 karakter.'),
              age: z.number().int(),
            }),
          },
        },
        async (request) => ({ ok: true, body: request.body }),
      );
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail');
      });
      app.get('/api/test/state', async () => {
        throw new AppError('invalid_state');
      });
    },
  });

  it('answers liveness and readiness', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });
  });

  it('answers unknown API paths with a JSON 404 in the error format', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = errorBodySchema.parse(res.json());
      expect(body).toMatchObject({ ok: false, error: 'not_found', message: 'Bulunamadı.' });
    }
  });

  it('lists the invalid fields of a body with their messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error).toBe('invalid_body');
    expect(body.details?.map((d) => d.field).sort()).toEqual(['age', 'name']);
    expect(body.details?.find((d) => d.field === 'name')?.message).toBe('Ad en az 2 karakter.');
  });

  it('answers malformed JSON and oversized bodies with 4xx, never 500', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ ok: false, error: 'invalid_body' });

    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024), age: 1 }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ ok: false, error: 'payload_too_large' });

    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ ok: false, error: 'invalid_body' });
  });

  it('hides the details of server errors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      ok: false,
      error: 'internal_error',
      message: 'Sunucu hatası. Lütfen tekrar deneyin.',
    });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('writes one access-log line per request: method, masked URL, status and time', async () => {
    const marker = `erisim-${Date.now()}`;
    await ctx.app.inject({
      method: 'GET',
      // `page` is one of the query values logged as they are; every other value is redacted.
      url: `/api/healthz?page=${marker}&q=gizli-arama&token=gizli-anahtar-123`,
      headers: { cookie: 'pr_session=gizli-cerez-degeri' },
    });
    const lines = ctx
      .logs()
      .split('\n')
      .filter((line) => line.includes(marker))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: `/api/healthz?page=${marker}&q=[REDACTED]&token=[REDACTED]` },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(ctx.logs()).not.toContain('gizli-anahtar-123');
    expect(ctx.logs()).not.toContain('gizli-arama');
    expect(ctx.logs()).not.toContain('gizli-cerez-degeri');
  });

  it('maps application errors to their status', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/state' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ ok: false, error: 'invalid_state' });
  });

  it('refuses state-changing requests from a foreign origin (CSRF)', async () => {
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'Ayşe', age: 3 },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ ok: false, error: 'forbidden' });

    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Ayşe', age: 3 },
    });
    expect(crossSite.statusCode).toBe(403);

    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: ctx.config.publicUrl },
      payload: { name: 'Ayşe', age: 3 },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ok: true, body: { name: 'Ayşe', age: 3 } });
  });

  it('sends strict security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    // No HSTS outside production: a laptop on http://localhost must not be pinned to HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows credentialed CORS only for listed origins', async () => {
    const allowed = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/healthz',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const denied = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/healthz',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describeEachDatabase('readiness without a database', (driver) => {
  const ctx = useTestApp(driver);
  it('answers 503 with a Turkish message when the database is gone', async () => {
    await ctx.database.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ok: false, error: 'service_unavailable' });
    expect(res.json().message).toMatch(/geçici olarak/);
  });
});

describe('production security headers', () => {
  it('adds HSTS in production', async () => {
    const app = await buildProductionApp();
    const res = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    await app.close();
  });
});

describe('serving the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="tr"><div id="root"></div></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  const ctx = useTestApp('pglite', { env: { WEB_DIST_DIR: dist }, serveWeb: true });

  it('serves index.html without caching at / and for any client route', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/apply',
      '/admin/applications/123',
      '/bilinmeyen-sayfa?x=1',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets forever', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps JSON 404s for the API and for non-GET methods', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
    const post = await ctx.app.inject({ method: 'POST', url: '/apply' });
    expect(post.statusCode).toBe(404);
  });
});

// Security headers on every kind of response the server sends (JSON, errors, the web app's HTML,
// static files, development and sandbox pages, streams, downloads), in development and production,
// and the download rules for uploaded documents and PDF exports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDraft, multipartBody, SAMPLE_PDF, signUp } from '../support/accounts';
import { adminCookie } from '../support/admin';
import { approvedUser, prepare, SANDBOX_CARD_FIELDS } from '../support/billing';
import { FakeEngine } from '../support/fake-engine';
import { buildProductionApp } from '../support/production-app';
import { AccountLimitsOffStore } from '../support/rate-limits';
import { useTestApp } from '../support/test-app';
import { describeEachDatabase } from '../support/test-database';
import { ask, newTopic, startTrial, trialUser, workspaceOf } from '../support/workspace';

/** A built web app as Vite writes it: one module script by URL, nothing inline. */
function webDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-headers-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <title>PsikoRehber</title>
    <meta name="description" content="x" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{}');
  return dist;
}

/** The directives of a Content-Security-Policy header, by name. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every response must carry, whatever its type. */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const policy = csp(res);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${what}: script-src`).toEqual(["'self'"]);
  for (const [name, values] of policy) {
    expect(values, `${what}: ${name}`).not.toContain("'unsafe-inline'");
    expect(values, `${what}: ${name}`).not.toContain("'unsafe-eval'");
    expect(values, `${what}: ${name}`).not.toContain('*');
  }
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const permissions = String(res.headers['permissions-policy']);
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
    expect(permissions, `${what}: Permissions-Policy`).toContain(feature);
  }
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

/** Executable inline scripts would need 'unsafe-inline'; data blocks (JSON-LD) are not executed. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1] ?? '')
    .filter(
      (attrs) => !/\bsrc=/i.test(attrs) && !/type=["']application\/ld\+json["']/i.test(attrs),
    );
}

const engine = new FakeEngine();

describeEachDatabase('security headers', (driver) => {
  const dist = webDist();
  const ctx = useTestApp(driver, {
    env: { WEB_DIST_DIR: dist },
    serveWeb: true,
    providers: { engine, rateLimits: new AccountLimitsOffStore() },
  });

  it('sends them on JSON answers, errors, HTML pages, static files and development pages', async () => {
    const responses: Array<[string, LightMyRequestResponse]> = [];
    // Each with its expected status: a page that stopped being HTML must not pass unnoticed.
    const pages: Array<[string, number]> = [
      ['/api/healthz', 200],
      ['/api/auth/me', 401],
      ['/api/bilinmeyen', 404],
      ['/', 200],
      ['/apply', 200],
      ['/admin/applications/123', 200],
      ['/assets/index-abc123.js', 200],
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
      ['/dev/mail', 200],
    ];
    for (const [url, status] of pages) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      responses.push([`GET ${url}`, res]);
    }
    responses.push([
      'POST /api/auth/login (400)',
      await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ]);
    responses.push([
      'POST /api/auth/login from a foreign origin (403)',
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example' },
        payload: {},
      }),
    ]);
    for (const [what, res] of responses) {
      expect(res.statusCode, what).toBeLessThan(500);
      expectSecurityHeaders(res, what);
      // No HSTS outside production: a laptop on http://localhost must not be pinned to HTTPS.
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
    const html = responses.filter(([, r]) =>
      String(r.headers['content-type']).startsWith('text/html'),
    );
    // /, /apply, the admin route (the web app's index.html) and /dev/mail.
    expect(html.map(([what]) => what)).toEqual([
      'GET /',
      'GET /apply',
      'GET /admin/applications/123',
      'GET /dev/mail',
    ]);
    for (const [what, res] of html) {
      expect(inlineScripts(res.body), `${what}: inline scripts`).toEqual([]);
    }
  });

  it('sends them on the sandbox payment pages', async () => {
    const { cookie } = await approvedUser(
      ctx.app,
      ctx.database.db,
      'sandbox-basliklar@example.com',
    );
    const prepared = await prepare(ctx.app, cookie);
    const page = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/paytr/odeme',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...prepared.fields, ...SANDBOX_CARD_FIELDS }).toString(),
    });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page, 'sandbox 3-D page');
    expect(inlineScripts(page.body)).toEqual([]);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('sends them on a streamed answer', async () => {
    const { cookie, ws, topic } = await trialUser(ctx.app, ctx.database.db, 'akis@example.com');
    const res = await ask(
      ctx.app,
      cookie,
      ws,
      topic,
      'Danışanım seanslara geç kalıyor, nasıl ele almalıyım?',
      { accept: 'text/event-stream' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expectSecurityHeaders(res, 'event stream');
    expect(res.body).toContain('event: done');
  });

  it('streams to an allowed cross-origin web app with its CORS grant', async () => {
    // WEB_ORIGINS lists the web app's origin when it is served from elsewhere (dev: Vite).
    const origin = 'http://localhost:5173';
    expect(ctx.config.webOrigins).toContain(origin);
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'akis-cors@example.com');
    await startTrial(ctx.app, cookie);
    const ws = await workspaceOf(ctx.app, cookie);
    const topic = await newTopic(ctx.app, cookie, ws, { title: 'Akış' }, { origin });
    for (const accept of ['application/json', 'text/event-stream']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/workspaces/v2/${ws}/topics/${topic}/ask`,
        headers: { cookie, origin, accept },
        payload: { text: 'Danışanım seanslara geç kalıyor, nasıl ele almalıyım?' },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['access-control-allow-origin'], accept).toBe(origin);
      expect(res.headers['access-control-allow-credentials'], accept).toBe('true');
    }
  });

  describe('downloads', () => {
    let owner: string;
    let admin: string;
    let fileId: string;
    const awkwardName = "Şule'nin diploması (son); x=1 <img src=x onerror=alert(1)>.pdf";

    beforeAll(async () => {
      owner = await signUp(ctx.app, 'indirme@example.com');
      admin = await adminCookie(ctx.app, ctx.database.db, 'indirme-admin@example.com');
      const upload = multipartBody(awkwardName, SAMPLE_PDF, 'text/html');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/apply/secure/files/upload',
        headers: { cookie: owner, ...upload.headers },
        payload: upload.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      fileId = res.json().file.id as string;
    });

    it('serves an uploaded document only as an attachment with its sniffed type and nosniff', async () => {
      for (const [who, url, cookie] of [
        ['owner', `/api/apply/secure/files/${fileId}`, owner],
        ['admin', `/api/apply/secure/files/${fileId}`, admin],
        ['admin route', `/api/i/admin/files/${fileId}/download`, admin],
      ] as const) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, who).toBe(200);
        // The type sniffed from the bytes at upload, not the declared text/html.
        expect(res.headers['content-type'], who).toBe('application/pdf');
        const disposition = String(res.headers['content-disposition']);
        // A quoted ASCII fallback, then the RFC 5987 form (attr-chars and %XX only).
        expect(disposition, who).toMatch(
          /^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/,
        );
        expect(res.headers['x-content-type-options'], who).toBe('nosniff');
        expect(res.headers['cache-control'], who).toBe('private, no-store');
        expectSecurityHeaders(res, who);
        expect(res.rawPayload.equals(SAMPLE_PDF), who).toBe(true);
      }
    });

    it('refuses content that a browser could render as a page or script', async () => {
      const disguised: Array<[string, Buffer]> = [
        ['sayfa.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
        ['resim.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
        ['sayfa.html', Buffer.from('<html><script>alert(1)</script></html>')],
        ['belge.html', SAMPLE_PDF], // PDF bytes under a name the browser would open as a page
      ];
      const draftOwner = await signUp(ctx.app, 'kotu-dosya@example.com');
      for (const [name, bytes] of disguised) {
        const upload = multipartBody(name, bytes, 'application/pdf');
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/apply/secure/files/upload',
          headers: { cookie: draftOwner, ...upload.headers },
          payload: upload.payload,
        });
        expect(res.statusCode, name).toBe(415);
        expect(res.json().error, name).toBe('unsupported_file_type');
      }
    });

    it('serves the PDF export of a topic as an attachment', async () => {
      const { cookie, ws, topic } = await trialUser(
        ctx.app,
        ctx.database.db,
        'pdf-basliklar@example.com',
        'Rapor "özel" <b>konu</b>',
      );
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/workspaces/v2/${ws}/topics/${topic}/export.pdf`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(
        /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expectSecurityHeaders(res, 'PDF export');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});

describe('security headers in production', () => {
  const dist = webDist();
  it('adds HSTS and upgrade-insecure-requests to API answers and HTML pages', async () => {
    const app = await buildProductionApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
    try {
      for (const url of ['/api/healthz', '/', '/apply', '/assets/index-abc123.js', '/robots.txt']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expectSecurityHeaders(res, url);
        const hsts = String(res.headers['strict-transport-security']);
        expect(hsts, url).toMatch(/max-age=(\d+)/);
        expect(Number(/max-age=(\d+)/.exec(hsts)![1]), url).toBeGreaterThanOrEqual(31_536_000);
        expect(hsts, url).toContain('includeSubDomains');
        expect(csp(res).has('upgrade-insecure-requests'), url).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});

describe('caching, payment form and assets', () => {
  const dist = webDist();
  const ctx = useTestApp('pglite', {
    env: { WEB_DIST_DIR: dist, PAYTR_BASE_URL: 'https://odeme.test.example/paytr' },
    serveWeb: true,
  });

  it('never lets a browser or proxy keep an API answer about a person', async () => {
    const draftId = await createDraft(ctx.app, 'onbellek@example.com');
    const cookie = await signUp(ctx.app, 'onbellek-hesap@example.com');
    for (const [url, headers] of [
      ['/api/apply/secure/me', { cookie }],
      ['/api/apply/me', { cookie }],
      ['/api/public/apply/files', { 'x-apply-draft-id': draftId }],
      ['/api/auth/me', { cookie }],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
  });

  it('lets the card form post to the configured payment provider', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(csp(res).get('form-action')).toEqual(["'self'", 'https://odeme.test.example']);
  });

  it('answers a missing build asset with 404, not the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-eski.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
    expect((await ctx.app.inject({ method: 'GET', url: '/workspace' })).statusCode).toBe(200);
  });
});

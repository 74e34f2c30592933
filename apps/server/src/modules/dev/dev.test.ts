import { describe, expect, it } from 'vitest';
import { createDraft } from '../../../test/support/accounts';
import { buildProductionApp } from '../../../test/support/production-app';
import { useTestApp } from '../../../test/support/test-app';

describe('development outbox', () => {
  const ctx = useTestApp('pglite');

  it('shows mails newest first as JSON and as an escaped plain page', async () => {
    // A recipient address carrying markup (it passes the e-mail pattern of
    // docs/requirements/validation.md#val-email) must be shown as text.
    const hostile = 'x<script>@example.com';
    for (const email of [hostile, 'outbox@example.com']) {
      const draftId = await createDraft(ctx.app, email);
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/apply/request-code',
        payload: { email, draftId },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const json = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(json.statusCode).toBe(200);
    const [first] = json.json();
    expect(first).toMatchObject({
      to: 'outbox@example.com',
      subject: 'PsikoRehber başvuru doğrulama kodunuz',
      text: expect.stringMatching(/Kodunuz: \d{6}/),
    });
    expect(Object.keys(first).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);

    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Giden e-postalar');
    expect(page.body).toContain('outbox@example.com');
    expect(page.body).toContain('x&lt;script&gt;@example.com');
    expect(page.body).not.toContain('<script');
  });

  it('answers only a browser on this machine, never another host or a proxied request', async () => {
    for (const url of ['/api/dev/outbox', '/dev/mail']) {
      const local = await ctx.app.inject({ method: 'GET', url, remoteAddress: '::1' });
      expect(local.statusCode, url).toBe(200);
      const mapped = await ctx.app.inject({
        method: 'GET',
        url,
        remoteAddress: '::ffff:127.0.0.1',
      });
      expect(mapped.statusCode, url).toBe(200);
      const remote = await ctx.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.20' });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain('Giden e-postalar');
      const proxied = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode, url).toBe(404);
    }
  });
});

describe('production', () => {
  it('registers neither the outbox page nor its JSON', async () => {
    const app = await buildProductionApp();
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    await app.close();
  });
});

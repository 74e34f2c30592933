// The mail server is down (issue: hardening, faults): codes are written to the outbox with their
// mail in one transaction, so asking for one still succeeds; the sender retries with backoff and
// delivers the mail exactly once when the server is back. A real SmtpTransport talks to a small
// SMTP server started here.
import { FORGOT_MESSAGES } from '@psikorehber/shared/messages';
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outboxMails } from '../../db/schema';
import { SMTP_TIMEOUTS, SmtpTransport } from '../../providers/mail/smtp-transport';
import { createDraft, signUp } from '../../../test/support/accounts';
import { TestSmtpServer } from '../../../test/support/smtp-server';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp, type TestContext } from '../../../test/support/test-app';
import { backoffMs } from '../../providers/mail/outbox';

const CODE_TTL_MS = 10 * 60_000;

/** One SMTP server per database run, on a port known before the app is configured. */
async function smtpServerOnFreePort(): Promise<TestSmtpServer> {
  const server = new TestSmtpServer();
  await server.start();
  await server.stop(); // down until a test starts it
  return server;
}
const smtp = { pglite: await smtpServerOnFreePort(), postgres: await smtpServerOnFreePort() };

async function codeMailRow(ctx: TestContext, to: string, subject: string) {
  const rows = await ctx.database.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, to), like(outboxMails.subject, `%${subject}%`)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The code in a delivered mail's raw data (never in its subject). */
function codeIn(data: string): string {
  const code = /Kodunuz: (\d{6})/.exec(data)?.[1];
  expect(code).toBeDefined();
  expect(/^Subject:.*$/im.exec(data)?.[0]).not.toMatch(/\d{6}/);
  return code!;
}

/** Time passes: the mail's next attempt is due now. */
async function makeDue(ctx: TestContext, id: string) {
  await ctx.database.db
    .update(outboxMails)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(outboxMails.id, id));
}

describeEachDatabase('codes while the mail server is down', (driver) => {
  const server = smtp[driver];
  const ctx = useTestApp(driver, { env: { SMTP_URL: `smtp://127.0.0.1:${server.port}` } });

  it('accepts an apply code request, keeps the mail pending and delivers it once when back', async () => {
    const email = 'posta-kesintisi@example.com';
    const draftId = await createDraft(ctx.app, email);
    const before = Date.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/apply/request-code',
      payload: { email, draftId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
    await ctx.app.mail.flush();

    const pending = await codeMailRow(ctx, email, 'doğrulama kodunuz');
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(pending.lastError).toBeTruthy();
    // The first retry comes within a minute (codes expire in 10), never at once.
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(before);
    expect(pending.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(server.mailsTo(email)).toHaveLength(0);

    await server.start();
    try {
      // Back up, but the retry is not due yet: nothing is sent early.
      await ctx.app.mail.flush();
      expect((await codeMailRow(ctx, email, 'doğrulama kodunuz')).attempts).toBe(1);
      expect(server.mailsTo(email)).toHaveLength(0);

      await makeDue(ctx, pending.id);
      await ctx.app.mail.flush();
      await ctx.app.mail.flush();
      const delivered = server.mailsTo(email);
      expect(delivered).toHaveLength(1);
      const code = codeIn(delivered[0]!.data);
      // Once the mail server has it, the row keeps only the envelope: no code anywhere in it.
      const sent = await codeMailRow(ctx, email, 'doğrulama kodunuz');
      expect(sent).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: null,
        text: '',
        html: null,
      });
      expect(JSON.stringify(sent)).not.toContain(code);

      // The late mail's code still works.
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/apply/verify-code',
        payload: { draftId, code },
      });
      expect(verified.statusCode, verified.body).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('answers a password-reset request with the usual message and delivers the code once', async () => {
    const email = 'sifre-kesintisi@example.com';
    await signUp(ctx.app, email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/request-code',
      payload: { email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: FORGOT_MESSAGES.codeRequested });
    await ctx.app.mail.flush();

    const pending = await codeMailRow(ctx, email, 'şifre sıfırlama kodunuz');
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);

    // Still down at the first retry: the next one waits longer.
    await makeDue(ctx, pending.id);
    const second = Date.now();
    await ctx.app.mail.flush();
    const retried = await codeMailRow(ctx, email, 'şifre sıfırlama kodunuz');
    expect(retried).toMatchObject({ status: 'pending', attempts: 2 });
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThan(second + backoffMs(1));

    await server.start();
    try {
      await makeDue(ctx, pending.id);
      await ctx.app.mail.flush();
      await ctx.app.mail.flush();
      // Only the reset code: the sign-up mails queued meanwhile are not due yet.
      const delivered = server.mailsTo(email);
      expect(delivered).toHaveLength(1);
      const code = codeIn(delivered[0]!.data);
      const sent = await codeMailRow(ctx, email, 'şifre sıfırlama kodunuz');
      expect(sent).toMatchObject({ status: 'sent', attempts: 3, text: '', html: null });
      expect(JSON.stringify(sent)).not.toContain(code);
    } finally {
      await server.stop();
    }
  });
});

it('retries codes within a minute at first and several times before they expire', () => {
  expect(backoffMs(1)).toBeLessThanOrEqual(60_000);
  expect(backoffMs(2)).toBeLessThanOrEqual(2 * 60_000);
  // Attempts 1–4 fall inside a code's 10 minutes (plus the sender's 15 s tick each).
  const firstFour = [1, 2, 3].reduce((sum, n) => sum + backoffMs(n) + 15_000, 0);
  expect(firstFour).toBeLessThan(CODE_TTL_MS);
});

it('gives up on a mail server that accepts connections but never answers', async () => {
  expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(30_000);
  const silent = new TestSmtpServer();
  silent.silent = true;
  await silent.start();
  // The URL's query overrides the default timeouts (here so the test does not wait 10 s).
  const transport = new SmtpTransport(
    `smtp://127.0.0.1:${silent.port}?greetingTimeout=300`,
    'PsikoRehber <no-reply@psikorehber.local>',
  );
  try {
    await expect(
      transport.deliver({ to: 'a@example.com', subject: 'Konu', text: 'Metin', html: null }),
    ).rejects.toThrow(/greeting/i);
  } finally {
    await transport.close();
    await silent.stop();
  }
});

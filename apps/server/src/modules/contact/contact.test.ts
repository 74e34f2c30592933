import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { contactMessages, outboxMails } from '../../db/schema';
import type { MailTransport, OutgoingMail } from '../../providers/mail/transport';
import { useTestApp } from '../../../test/support/test-app';
import { createTestDatabase, describeEachDatabase } from '../../../test/support/test-database';
import { enqueueMail, MailSender } from '../../providers/mail/outbox';

const URL = '/api/public/contact';

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  subject: 'Kurumsal kullanım',
  message: 'Merhaba, ekibimiz için kurumsal kullanım hakkında bilgi almak istiyoruz.',
};

/** A transport that records what it was given, or fails like an unreachable SMTP server. */
class RecordingTransport implements MailTransport {
  readonly name = 'smtp' as const;
  readonly delivered: OutgoingMail[] = [];
  constructor(private readonly failWith?: Error) {}
  async deliver(mail: OutgoingMail): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.delivered.push(mail);
  }
  async close(): Promise<void> {}
}

// docs/requirements/validation.md#val-contact, docs/requirements/api.md#api-contact,
// docs/requirements/errors.md#err-contact
describeEachDatabase('contact form: its rules, its paths and its outcomes', (driver) => {
  const transport = new RecordingTransport();
  const ctx = useTestApp(driver, {
    env: { CONTACT_TO: 'ekip@psikorehber.example' },
    providers: { mailTransport: transport },
  });
  let ipCounter = 0;
  /** Each test posts from its own address unless it says otherwise, so limits do not leak. */
  const post = (payload: unknown, remoteAddress = `198.51.100.${String(++ipCounter)}`) =>
    ctx.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });
  const storedFor = (email: string) =>
    ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores the message and mails it to CONTACT_TO at once', async () => {
    const res = await post({ ...valid, email: ' AYSE@example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const rows = await storedFor('ayse@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ayşe Yılmaz',
      subject: 'Kurumsal kullanım',
      message: valid.message,
    });
    // The address is kept only as a keyed hash.
    expect(rows[0]!.ipHash).toMatch(/^[0-9a-f]{64}$/);

    const mail = transport.delivered.find((m) => m.text.includes(valid.message));
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('ekip@psikorehber.example');
    expect(mail!.subject).toBe('PsikoRehber iletişim formu: Kurumsal kullanım (Ayşe Yılmaz)');
    expect(mail!.text).toContain('E-posta: ayse@example.com');
    const [outboxRow] = await ctx.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.subject, mail!.subject));
    expect(outboxRow).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('accepts a message without a subject and escapes markup in the HTML mail', async () => {
    const res = await post({
      name: 'Mehmet <b>Kaya</b>',
      email: 'mehmet@example.com',
      message: 'Satır bir\n<script>alert(1)</script> satır iki',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await storedFor('mehmet@example.com');
    expect(row!.subject).toBeNull();
    const mail = transport.delivered.find((m) => m.text.includes('mehmet@example.com'))!;
    expect(mail.subject).toBe('PsikoRehber iletişim formu: Konu belirtilmedi (Mehmet <b>Kaya</b>)');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('answers every rule with its Turkish message, the first one as the message', async () => {
    const res = await post({ name: '  ', email: '', subject: 'Konu', message: 'kısa' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      ok: false,
      error: 'invalid_body',
      message: 'Lütfen ad soyad alanını doldurun.',
    });
    expect(body.details).toEqual([
      { field: 'name', message: 'Lütfen ad soyad alanını doldurun.' },
      { field: 'email', message: 'Lütfen e-posta adresinizi girin.' },
      { field: 'message', message: 'Mesaj en az 10 karakter olmalıdır.' },
    ]);

    const invalidEmail = await post({ ...valid, email: 'ayse@example' });
    expect(invalidEmail.statusCode).toBe(400);
    expect(invalidEmail.json().message).toBe('Lütfen geçerli bir e-posta adresi girin.');

    const empty = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: 'invalid_body',
      message: 'Form verilerini kontrol edin.',
    });
  });

  it('refuses link-stuffed messages with a detail the form can show', async () => {
    const links = ['https://a.example', 'https://b.example', 'www.c.example', 'http://d.example'];
    const res = await post({ ...valid, email: 'spam@example.com', message: links.join(' ') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'invalid_body',
      message: 'Mesajınızda en fazla 3 bağlantı bulunabilir.',
      details: [{ field: 'message', message: 'Mesajınızda en fazla 3 bağlantı bulunabilir.' }],
    });
    expect(await storedFor('spam@example.com')).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but keeps and sends nothing', async () => {
    const sentBefore = transport.delivered.length;
    const res = await post({ ...valid, email: 'bot@example.com', website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await storedFor('bot@example.com')).toHaveLength(0);
    expect(transport.delivered).toHaveLength(sentBefore);
    // An empty honeypot is what people send.
    const person = await post({ ...valid, email: 'insan@example.com', website: '' });
    expect(person.statusCode).toBe(200);
    expect(await storedFor('insan@example.com')).toHaveLength(1);
  });

  it('limits messages per IP address and per e-mail address', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      const res = await post({ ...valid, email: `kisi${String(i)}@example.com` }, ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    const blocked = await post({ ...valid, email: 'kisi-son@example.com' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFor('kisi-son@example.com')).toHaveLength(0);

    for (let i = 0; i < 5; i++) {
      expect((await post({ ...valid, email: 'ayni@example.com' })).statusCode).toBe(200);
    }
    expect((await post({ ...valid, email: 'AYNI@example.com' })).statusCode).toBe(429);
  });

  it('refuses a cross-site post (CSRF)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

// docs/requirements/errors.md#err-contact
describe('contact form outcomes arranged by configuration', () => {
  describe('a mail transport that fails', () => {
    const transport = new RecordingTransport(new Error('connect ECONNREFUSED 127.0.0.1:2525'));
    const ctx = useTestApp('pglite', { providers: { mailTransport: transport } });

    it('answers 502 mail_send_failed and keeps nothing, so the visitor can send it again', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: URL, payload: valid });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        ok: false,
        error: 'mail_send_failed',
        message: 'Mesajınız şu anda gönderilemedi. Lütfen daha sonra tekrar deneyin.',
      });
      expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(0);
      expect(await ctx.database.db.select().from(outboxMails)).toHaveLength(0);
      // The failure is logged for operators, without the visitor's message or address.
      expect(ctx.logs()).toContain('contact mail delivery failed');
      expect(ctx.logs()).not.toContain(valid.message);
      expect(ctx.logs()).not.toContain(valid.email);
    });
  });

  describe('CONTACT_FORM=no-mail', () => {
    const ctx = useTestApp('pglite', { env: { CONTACT_FORM: 'no-mail' } });

    it('answers 503 mail_not_configured and stores nothing', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: URL, payload: valid });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        ok: false,
        error: 'mail_not_configured',
        message: 'İletişim formu şu anda mesaj gönderemiyor. Lütfen bize e-posta ile ulaşın.',
      });
      expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(0);
    });

    it('still validates first', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: URL,
        payload: { ...valid, name: '' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('CONTACT_FORM=off', () => {
    const ctx = useTestApp('pglite', { env: { CONTACT_FORM: 'off' } });

    it('has no endpoint: 404 not_found', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: URL, payload: valid });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
      expect(ctx.app.registeredRoutes.some((r) => r.url.endsWith('/public/contact'))).toBe(false);
    });
  });
});

describe('MailSender.deliverNow', () => {
  it('gives up after its timeout and leaves the mail pending', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const hanging: MailTransport = {
        name: 'smtp',
        deliver: () => new Promise(() => {}),
        close: async () => {},
      };
      const sender = new MailSender(database.db, hanging, pino({ level: 'silent' }));
      const id = await enqueueMail(database.db, {
        to: 'a@example.com',
        subject: 'Konu',
        text: 'Metin',
        html: null,
      });
      await expect(sender.deliverNow(id, 50)).rejects.toThrow('mail delivery timed out');
      const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, id));
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      await database.dispose();
    }
  });
});

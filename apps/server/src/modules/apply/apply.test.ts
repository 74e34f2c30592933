import { CONSENT_TEXT_VERSIONS } from '@psikorehber/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, emailCodes, oneTimeTokens, users } from '../../db/schema';
import {
  consentsGiven,
  createDraft,
  lastCodeFor,
  multipartBody,
  outbox,
  SAMPLE_EXE,
  SAMPLE_PDF,
  sessionCookie,
  signUp,
  validApplication,
  verifiedDraft,
} from '../../../test/support/accounts';
import { useTestApp } from '../../../test/support/test-app';
import { describeEachDatabase } from '../../../test/support/test-database';

describeEachDatabase('apply flow', (driver) => {
  const ctx = useTestApp(driver);
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

  describe('draft', () => {
    // docs/requirements/validation.md#val-apply
    it('enforces every rule of the apply form with its Turkish message', async () => {
      const res = await post('/api/public/apply/draft', {
        email: 'not-an-email',
        specialization: '  ',
        experienceYrs: 101,
        contactPhoneWork: '555 123 45',
        contactPhoneMobile: '123456789',
        address: '  Kısa adres  ',
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe('invalid_body');
      const byField = Object.fromEntries(
        body.details.map((d: { field: string; message: string }) => [d.field, d.message]),
      );
      expect(byField).toMatchObject({
        email: 'Geçerli bir e-posta giriniz.',
        specialization: 'Uzmanlık alanı zorunludur.',
        experienceYrs: '0-100 arası tam sayı giriniz.',
        contactPhoneWork: 'En az bir telefon (İş veya Cep) giriniz. 10+ haneli olmalı.',
        address: 'Adres en az 12 karakter olmalıdır.',
      });
    });

    it('answers missing, mistyped and oversized bodies with 4xx', async () => {
      expect((await post('/api/public/apply/draft', {})).statusCode).toBe(400);
      expect(
        (await post('/api/public/apply/draft', { email: 42, specialization: ['x'] })).statusCode,
      ).toBe(400);
      const huge = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/apply/draft',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: 'a@b.co',
          ...validApplication,
          motivation: 'x'.repeat(6 * 1024 * 1024),
        }),
      });
      expect(huge.statusCode).toBe(413);
    });

    it('refuses a draft without the privacy notice and explicit consent (KVKK)', async () => {
      for (const consents of [
        {},
        { acceptPrivacyNotice: true },
        { acceptPrivacyNotice: true, acceptExplicitConsent: false },
        { acceptPrivacyNotice: 'evet', acceptExplicitConsent: true },
      ]) {
        const res = await post('/api/public/apply/draft', {
          email: 'rizasiz@example.com',
          ...validApplication,
          ...consents,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('invalid_body');
        const fields = res.json().details.map((d: { field: string }) => d.field);
        expect(fields.length).toBeGreaterThan(0);
        expect(
          fields.every((f: string) => ['acceptPrivacyNotice', 'acceptExplicitConsent'].includes(f)),
        ).toBe(true);
      }
      const rows = await ctx.database.db
        .select()
        .from(applications)
        .where(eq(applications.email, 'rizasiz@example.com'));
      expect(rows).toHaveLength(0);
    });

    it('records which texts were accepted and when', async () => {
      const before = Date.now();
      await createDraft(ctx.app, 'rizali@example.com');
      const [row] = await ctx.database.db
        .select()
        .from(applications)
        .where(eq(applications.email, 'rizali@example.com'));
      expect(row).toMatchObject({
        privacyNoticeVersion: CONSENT_TEXT_VERSIONS.privacyNotice,
        consentVersion: CONSENT_TEXT_VERSIONS.explicitConsent,
      });
      expect(row!.privacyNoticeAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row!.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('creates a draft, updates it with its id, and keeps one application per e-mail', async () => {
      const draftId = await createDraft(ctx.app, 'taslak@example.com');
      const again = await createDraft(ctx.app, 'taslak@example.com', draftId);
      expect(again).toBe(draftId);
      const rows = await ctx.database.db
        .select()
        .from(applications)
        .where(eq(applications.email, 'taslak@example.com'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'DRAFT',
        specialization: 'Klinik Psikoloji',
        userId: null,
      });
      expect(rows[0]!.searchText).toContain('sule yilmaz');
    });

    it('a second draft for an address keeps the first one’s documents until it is verified', async () => {
      const email = 'yeniden@example.com';
      const filesOf = (draftId: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/public/apply/files',
          headers: { 'x-apply-draft-id': draftId },
        });
      const first = await createDraft(ctx.app, email);
      const upload = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/apply/files/upload',
        headers: { ...multipartBody('diploma.pdf', SAMPLE_PDF).headers, 'x-apply-draft-id': first },
        payload: multipartBody('diploma.pdf', SAMPLE_PDF).payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);

      // Someone else starts a draft with the same address: the first draft is untouched.
      const second = await createDraft(ctx.app, email);
      expect(second).not.toBe(first);
      expect((await filesOf(first)).json().files).toHaveLength(1);
      expect((await filesOf(second)).json().files).toEqual([]);

      // The second draft's code does not verify the first draft, and vice versa.
      await post('/api/public/apply/request-code', { email, draftId: second }, {}, '10.0.4.1');
      const code = await lastCodeFor(ctx.app, email);
      const crossed = await post('/api/public/apply/verify-code', { draftId: first, code });
      expect(crossed.json()).toMatchObject({ error: 'invalid_code' });

      // Once the address's owner verifies one draft, the other goes with its documents.
      const verified = await post('/api/public/apply/verify-code', { draftId: second, code });
      expect(verified.statusCode, verified.body).toBe(200);
      expect((await filesOf(first)).statusCode).toBe(404);
      const rows = await ctx.database.db
        .select()
        .from(applications)
        .where(eq(applications.email, email));
      expect(rows).toHaveLength(1);
    });

    it('answers a registered address exactly like a new one and mails its owner instead', async () => {
      const email = 'kayitli@example.com';
      await signUp(ctx.app, email);
      const fresh = await post('/api/public/apply/draft', {
        email: 'hic-kayitli-degil@example.com',
        ...validApplication,
        ...consentsGiven,
      });
      const taken = await post('/api/public/apply/draft', {
        email,
        ...validApplication,
        ...consentsGiven,
      });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      const draftId = taken.json().draftId as string;
      expect(draftId).toHaveLength((fresh.json().draftId as string).length);

      // The sign-up's own code is long past its resend cooldown.
      await ctx.database.db
        .update(emailCodes)
        .set({ createdAt: sql`now() - interval '5 minutes'` })
        .where(eq(emailCodes.email, email));
      // Uploading and asking for a code look the same too.
      const upload = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/apply/files/upload',
        headers: { ...multipartBody('d.pdf', SAMPLE_PDF).headers, 'x-apply-draft-id': draftId },
        payload: multipartBody('d.pdf', SAMPLE_PDF).payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const sent = await post('/api/public/apply/request-code', { email, draftId }, {}, '10.0.4.2');
      expect(sent.statusCode, sent.body).toBe(200);
      const again = await post(
        '/api/public/apply/request-code',
        { email, draftId },
        {},
        '10.0.4.2',
      );
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toMatch(/saniye bekleyin/);

      // The owner is told to sign in or reset; no code is mailed, and none verifies.
      const mail = (await outbox(ctx.app)).find((m) => m.to === email && /başvuru/.test(m.subject));
      expect(mail?.text).toMatch(/zaten bir hesap var/);
      expect(mail?.text).toContain('/forgot');
      expect(mail?.text).not.toMatch(/Kodunuz: \d{6}/);
      const guess = await post('/api/public/apply/verify-code', { draftId, code: '123456' });
      expect(guess.json()).toMatchObject({ error: 'invalid_code' });
    });
  });

  describe('codes', () => {
    it('mails a 6-digit code, refuses a resend within 60 s, and verifies it once', async () => {
      const email = 'kod@example.com';
      const draftId = await createDraft(ctx.app, email);
      const sent = await post('/api/public/apply/request-code', { email, draftId });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({
        ok: true,
        resendAfterSeconds: 60,
        expiresInSeconds: 600,
      });
      const mail = (await outbox(ctx.app))[0]!;
      expect(mail.to).toBe(email);
      expect(mail.text).toMatch(/\b\d{6}\b/);

      const resend = await post('/api/public/apply/request-code', { email, draftId });
      expect(resend.statusCode).toBe(429);
      expect(resend.json()).toMatchObject({ error: 'rate_limited' });
      expect(resend.json().message).toMatch(/saniye bekleyin/);

      const code = await lastCodeFor(ctx.app, email);
      const ok = await post('/api/public/apply/verify-code', { draftId, code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().verifyToken).toBe(ok.json().token);
      const reused = await post('/api/public/apply/verify-code', { draftId, code });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ error: 'invalid_code' });
    });

    it('burns a code after 5 wrong tries', async () => {
      const email = 'yakilan@example.com';
      const draftId = await createDraft(ctx.app, email);
      await post('/api/public/apply/request-code', { email, draftId });
      const code = await lastCodeFor(ctx.app, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect(
          (await post('/api/public/apply/verify-code', { draftId, code: wrong })).statusCode,
        ).toBe(400);
      }
      const right = await post('/api/public/apply/verify-code', { draftId, code });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ error: 'invalid_code' });
    });

    it('refuses an expired code', async () => {
      const email = 'suresi@example.com';
      const draftId = await createDraft(ctx.app, email);
      await post('/api/public/apply/request-code', { email, draftId });
      const code = await lastCodeFor(ctx.app, email);
      await ctx.database.db
        .update(emailCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailCodes.email, email));
      const res = await post('/api/public/apply/verify-code', { draftId, code });
      expect(res.statusCode).toBe(400);
    });

    it('refuses another draft’s id and a code of the wrong shape', async () => {
      const mine = await createDraft(ctx.app, 'benim@example.com');
      await createDraft(ctx.app, 'onun@example.com');
      const foreign = await post('/api/public/apply/request-code', {
        email: 'onun@example.com',
        draftId: mine,
      });
      expect(foreign.statusCode).toBe(404);
      const shape = await post('/api/public/apply/verify-code', { draftId: mine, code: '12ab' });
      expect(shape.statusCode).toBe(400);
      expect(shape.json().error).toBe('invalid_body');
    });
  });

  describe('set-password', () => {
    it('creates the account linked to the DRAFT application, signs in and sends a welcome mail', async () => {
      const email = 'hesap@example.com';
      const { verifyToken } = await verifiedDraft(ctx.app, email);
      const res = await post('/api/public/apply/set-password', {
        verifyToken,
        password: 'Guclu-Sifre-2026',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        email,
        role: 'USER',
        approved: false,
        applicationStatus: 'DRAFT',
      });
      const cookie = res.cookies.find((c) => c.name === 'pr_session')!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');

      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: sessionCookie(res) },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(email);
      const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      const [application] = await ctx.database.db
        .select()
        .from(applications)
        .where(eq(applications.email, email));
      expect(application).toMatchObject({
        userId: user!.id,
        status: 'DRAFT',
        draftTokenHash: null,
      });
      expect(user!.passwordHash).not.toContain('Guclu-Sifre-2026');
      expect(
        (await outbox(ctx.app)).some(
          (m) => m.to === email && /hesabınız oluşturuldu/.test(m.subject),
        ),
      ).toBe(true);

      const reused = await post('/api/public/apply/set-password', {
        verifyToken,
        password: 'Baska-Sifre-2026',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error).toBe('invalid_token');
    });

    it('refuses an expired verify token', async () => {
      const { verifyToken } = await verifiedDraft(ctx.app, 'eski-anahtar@example.com');
      await ctx.database.db
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeTokens.email, 'eski-anahtar@example.com'));
      const res = await post('/api/public/apply/set-password', {
        verifyToken,
        password: 'Guclu-Sifre-2026',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_token');
    });

    it('refuses a short password, a missing token and an unknown token', async () => {
      const { verifyToken } = await verifiedDraft(ctx.app, 'kisa@example.com');
      const short = await post('/api/public/apply/set-password', {
        verifyToken,
        password: '1234567',
      });
      expect(short.json().details[0].message).toBe('Şifre en az 8 karakter olmalı.');
      const missing = await post('/api/public/apply/set-password', { password: '12345678' });
      expect(missing.json().details[0].message).toBe('Geçersiz veya eksik doğrulama anahtarı.');
      const unknown = await post('/api/public/apply/set-password', {
        verifyToken: 'x'.repeat(43),
        password: '12345678',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('invalid_token');
    });
  });

  describe('draft documents', () => {
    const upload = (draftId: string, name: string, content: Buffer) => {
      const body = multipartBody(name, content);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/public/apply/files/upload',
        headers: { ...body.headers, 'x-apply-draft-id': draftId },
        payload: body.payload,
      });
    };

    it('accepts one PDF, lists it, refuses a second, deletes it', async () => {
      const draftId = await createDraft(ctx.app, 'belge@example.com');
      const first = await upload(draftId, 'Diploma Şule.pdf', SAMPLE_PDF);
      expect(first.statusCode, first.body).toBe(200);
      const file = first.json().file;
      expect(file).toMatchObject({
        filename: 'Diploma Şule.pdf',
        mimeType: 'application/pdf',
        size: SAMPLE_PDF.length,
      });
      expect(file.downloadUrl).toBe(`/api/apply/secure/files/${file.id}`);

      const second = await upload(draftId, 'ikinci.pdf', SAMPLE_PDF);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(
        'Maksimum 1 belge yüklenebilir. Önce mevcut belgeyi silin.',
      );

      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/public/apply/files',
        headers: { 'x-apply-draft-id': draftId },
      });
      expect(list.json().files).toHaveLength(1);

      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/public/apply/files/${file.id}`,
        headers: { 'x-apply-draft-id': draftId },
      });
      expect(del.statusCode).toBe(200);
      const empty = await ctx.app.inject({
        method: 'GET',
        url: '/api/public/apply/files',
        headers: { 'x-apply-draft-id': draftId },
      });
      expect(empty.json().files).toEqual([]);
    });

    it('decides the type from the bytes: an .exe renamed .pdf is refused', async () => {
      const draftId = await createDraft(ctx.app, 'exe@example.com');
      const res = await upload(draftId, 'diploma.pdf', SAMPLE_EXE);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toBe('unsupported_file_type');
      const named = await upload(draftId, 'diploma.exe', SAMPLE_PDF);
      expect(named.statusCode).toBe(415);
    });

    it('refuses files over 10 MB with 413', async () => {
      const draftId = await createDraft(ctx.app, 'buyuk@example.com');
      const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
      const res = await upload(draftId, 'buyuk.pdf', big);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('payload_too_large');
    });

    it('refuses another draft’s file and requests without a draft id', async () => {
      const mine = await createDraft(ctx.app, 'dosyam@example.com');
      const theirs = await createDraft(ctx.app, 'dosyasi@example.com');
      const theirFile = (await upload(theirs, 'onun.pdf', SAMPLE_PDF)).json().file;
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/public/apply/files/${theirFile.id}`,
        headers: { 'x-apply-draft-id': mine },
      });
      expect(del.statusCode).toBe(404);
      const noHeader = await ctx.app.inject({ method: 'GET', url: '/api/public/apply/files' });
      expect(noHeader.statusCode).toBe(404);
      const notMultipart = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/apply/files/upload',
        headers: { 'x-apply-draft-id': mine },
        payload: { file: 'x' },
      });
      expect(notMultipart.statusCode).toBe(400);
    });
  });
});

// Helpers that walk the accounts flows over HTTP, as a browser would.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const validApplication = {
  fullName: 'Şule Yılmaz',
  specialization: 'Klinik Psikoloji',
  experienceYrs: 5,
  currentRole: 'Psikolog',
  currentWorkplace: 'Özel muayenehane',
  contactPhoneWork: '0212 555 44 33',
  contactPhoneMobile: '',
  address: 'Bağdat Caddesi No: 10, Kadıköy, İstanbul',
  motivation: 'Vaka formülasyonlarımı güçlendirmek istiyorum.',
};

/** The two /apply checkboxes (KVKK privacy notice and explicit consent), ticked. */
export const consentsGiven = { acceptPrivacyNotice: true, acceptExplicitConsent: true };

/** The session cookie of a response, as a Cookie header value (`__Host-pr_session` in production). */
export function sessionCookie(res: LightMyRequestResponse, name = 'pr_session'): string {
  const cookie = res.cookies.find((c) => c.name === name && c.value);
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `${name}=${cookie.value}`;
}

export async function outbox(
  app: FastifyInstance,
): Promise<Array<{ to: string; subject: string; text: string }>> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The newest 6-digit code mailed to `email`. */
export async function lastCodeFor(app: FastifyInstance, email: string): Promise<string> {
  // Codes are in the body only (never in a subject: issue 14, item 7).
  const mail = (await outbox(app)).find((m) => m.to === email && /Kodunuz: \d{6}/.test(m.text));
  if (!mail) throw new Error(`no code mailed to ${email}`);
  return /Kodunuz: (\d{6})/.exec(mail.text)![1]!;
}

export async function createDraft(app: FastifyInstance, email: string, draftId?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/apply/draft',
    headers: draftId ? { 'x-apply-draft-id': draftId } : {},
    payload: { email, ...validApplication, ...consentsGiven },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ draftId: string }>().draftId;
}

export async function verifiedDraft(app: FastifyInstance, email: string) {
  const draftId = await createDraft(app, email);
  const sent = await app.inject({
    method: 'POST',
    url: '/api/public/apply/request-code',
    payload: { email, draftId },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await lastCodeFor(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/public/apply/verify-code',
    payload: { draftId, code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { draftId, verifyToken: verified.json<{ verifyToken: string }>().verifyToken };
}

/** Applies, verifies and sets a password; returns the signed-in cookie. */
export async function signUp(app: FastifyInstance, email: string, password = 'Guclu-Sifre-2026') {
  const { verifyToken } = await verifiedDraft(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/apply/set-password',
    payload: { verifyToken, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

/** Forgot password, steps one and two: the mailed code and the reset token it is exchanged for. */
export async function forgotResetToken(app: FastifyInstance, email: string) {
  const requested = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot/request-code',
    payload: { email },
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const code = await lastCodeFor(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot/verify-code',
    payload: { email, code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { code, resetToken: verified.json<{ resetToken: string }>().resetToken };
}

export async function login(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** Minimal valid files for upload tests. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const SAMPLE_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export function multipartBody(
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
  field = 'file',
) {
  const boundary = '----psikorehber-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

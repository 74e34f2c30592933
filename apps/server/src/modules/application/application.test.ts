import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import {
  multipartBody,
  SAMPLE_EXE,
  SAMPLE_PDF,
  signUp,
  validApplication,
} from '../../../test/support/accounts';
import { useTestApp } from '../../../test/support/test-app';
import { describeEachDatabase } from '../../../test/support/test-database';

describeEachDatabase('signed-in application', (driver) => {
  const ctx = useTestApp(driver);
  const as = (cookie: string) => ({
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) }),
    del: (url: string) => ctx.app.inject({ method: 'DELETE', url, headers: { cookie } }),
    upload: (url: string, name: string, content: Buffer) => {
      const body = multipartBody(name, content);
      return ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
    },
  });

  it('answers 401 to visitors on every secure route', async () => {
    for (const [method, url] of [
      ['GET', '/api/apply/secure/me'],
      ['GET', '/api/apply/secure/status'],
      ['GET', '/api/apply/me'],
      ['POST', '/api/apply/secure/upsert'],
      ['POST', '/api/apply/secure/update'],
      ['POST', '/api/apply/secure/submit'],
      ['POST', '/api/apply/secure/files/upload'],
      ['POST', '/api/apply/secure/files'],
      ['DELETE', '/api/apply/secure/files/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/apply/secure/files/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ ok: false, error: 'unauthorized' });
    }
  });

  it('shows, edits in DRAFT, uploads, submits, and then refuses edits with 409', async () => {
    const user = as(await signUp(ctx.app, 'basvuru@example.com'));
    const me = await user.get('/api/apply/secure/me');
    expect(me.json()).toMatchObject({
      ok: true,
      application: { email: 'basvuru@example.com', status: 'DRAFT' },
      documents: [],
    });
    expect((await user.get('/api/apply/secure/status')).json()).toEqual({
      ok: true,
      status: 'DRAFT',
    });
    expect((await user.get('/api/apply/me')).json().application.fullName).toBe('Şule Yılmaz');

    const update = await user.post('/api/apply/secure/update', {
      ...validApplication,
      specialization: 'Psikolojik Danışmanlık',
      experienceYrs: '12',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().application).toMatchObject({
      specialization: 'Psikolojik Danışmanlık',
      experienceYrs: 12,
    });

    const bad = await user.post('/api/apply/secure/update', {
      ...validApplication,
      experienceYrs: 1000,
      contactPhoneWork: '123',
    });
    expect(bad.statusCode).toBe(400);

    const uploaded = await user.upload('/api/apply/secure/files', 'sertifika.pdf', SAMPLE_PDF);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json().file.id;
    expect(
      (await user.upload('/api/apply/secure/files/upload', 'x.pdf', SAMPLE_PDF)).statusCode,
    ).toBe(409);
    expect(
      (await user.upload('/api/apply/secure/files/upload', 'x.pdf', SAMPLE_EXE)).statusCode,
    ).toBe(415);

    const download = await user.get(`/api/apply/secure/files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="sertifika.pdf"/,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    const submit = await user.post('/api/apply/secure/submit');
    expect(submit.statusCode).toBe(200);
    expect(submit.json().application.status).toBe('SUBMITTED');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, submit.json().application.id));
    expect(audit).toMatchObject([{ action: 'submit', fromStatus: 'DRAFT', toStatus: 'SUBMITTED' }]);

    expect((await user.post('/api/apply/secure/update', validApplication)).statusCode).toBe(409);
    expect((await user.post('/api/apply/secure/upsert', validApplication)).statusCode).toBe(409);
    expect((await user.post('/api/apply/secure/submit')).statusCode).toBe(409);
    expect(
      (await user.upload('/api/apply/secure/files/upload', 'y.pdf', SAMPLE_PDF)).statusCode,
    ).toBe(409);
    expect((await user.del(`/api/apply/secure/files/${fileId}`)).statusCode).toBe(409);
    expect((await user.get('/api/apply/secure/status')).json().status).toBe('SUBMITTED');
  });

  it('hides another user’s documents and lets an admin download them', async () => {
    const owner = as(await signUp(ctx.app, 'sahip@example.com'));
    const fileId = (
      await owner.upload('/api/apply/secure/files/upload', 'ozel.pdf', SAMPLE_PDF)
    ).json().file.id;
    const stranger = as(await signUp(ctx.app, 'yabanci@example.com'));
    expect((await stranger.get(`/api/apply/secure/files/${fileId}`)).statusCode).toBe(404);
    expect((await stranger.del(`/api/apply/secure/files/${fileId}`)).statusCode).toBe(404);

    const adminCookie = await signUp(ctx.app, 'yonetici@example.com');
    await ctx.database.db
      .update(users)
      .set({ role: 'ADMIN' })
      .where(eq(users.email, 'yonetici@example.com'));
    expect((await as(adminCookie).get(`/api/apply/secure/files/${fileId}`)).statusCode).toBe(200);
  });

  it('creates an application with upsert for an account that has none, and 404s /apply/me before', async () => {
    const cookie = await signUp(ctx.app, 'upsert@example.com');
    // Simulate an account without an application (e.g. created by an admin).
    const [account] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'upsert@example.com'));
    const { applications } = await import('../../db/schema');
    await ctx.database.db.delete(applications).where(eq(applications.userId, account!.id));
    const user = as(cookie);
    expect((await user.get('/api/apply/me')).statusCode).toBe(404);
    expect((await user.get('/api/apply/secure/status')).json().status).toBe('NONE');
    const created = await user.post('/api/apply/secure/upsert', {
      ...validApplication,
      email: 'ignored@example.com',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().draftId).toBe(created.json().id);
    expect((await user.get('/api/apply/me')).json().application).toMatchObject({
      email: 'upsert@example.com',
      status: 'DRAFT',
    });
  });
});

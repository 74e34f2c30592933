// Real fixtures for the authorization matrix: five actors and the owner's resources, all created
// through the API (as a browser would) so every path parameter is a real id.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { applications } from '../../src/db/schema';
import {
  createDraft,
  login,
  multipartBody,
  SAMPLE_PDF,
  sessionCookie,
  signUp,
  verifiedDraft,
} from '../support/accounts';
import { ADMIN_PASSWORD, adminCookie, seedApplication } from '../support/admin';
import { approvedUser, prepare, SANDBOX_CARD_FIELDS, unapprovedUser } from '../support/billing';

export const ACTORS = ['visitor', 'unapproved', 'approved', 'other', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** Signed-up users' password (test/support/accounts signUp default). */
export const PASSWORD = 'Guclu-Sifre-2026';
/** The owner's own password, so that a cell presenting it on another account proves something. */
export const OWNER_PASSWORD = 'Sahibin-Sifresi-2026';

/**
 * A string that appears only in the owner's clinical content (workspace name, topic title,
 * question). No response to anyone but the owner may contain it.
 */
export const CLINICAL_MARKER = 'GIZLIVAKA7319';

export interface ActorAccount {
  email: string;
  password: string;
  cookie: string;
}

export interface Fixtures {
  accounts: Record<Exclude<Actor, 'visitor'>, ActorAccount>;
  owner: {
    userId: string;
    applicationId: string;
    /** The owner's application document, uploaded while the application was a draft. */
    fileId: string;
    workspaceId: string;
    topicId: string;
    messageId: string;
    /** The answer to that question (stop, follow, regenerate). */
    answerId: string;
    /** A pending payment of the owner. */
    paymentOid: string;
  };
  /** A visitor's draft (X-Apply-Draft-Id credential) with one uploaded document. */
  draft: { draftId: string; fileId: string };
}

function ok(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function buildFixtures(app: FastifyInstance, db: Database): Promise<Fixtures> {
  // The owner: signs up, uploads a document while the application is a draft, is approved,
  // starts the trial and writes a topic with a question.
  const ownerEmail = 'sahip@example.com';
  const ownerCookie = await signUp(app, ownerEmail, OWNER_PASSWORD);
  const upload = multipartBody('diploma.pdf', SAMPLE_PDF, 'application/pdf');
  const uploaded = ok(
    await app.inject({
      method: 'POST',
      url: '/api/apply/secure/files/upload',
      headers: { cookie: ownerCookie, ...upload.headers },
      payload: upload.payload,
    }),
  );
  const [ownerApplication] = await db
    .update(applications)
    .set({ status: 'APPROVED' })
    .where(eq(applications.email, ownerEmail))
    .returning({ userId: applications.userId, id: applications.id });
  const as = (cookie: string) => ({ cookie });
  ok(await app.inject({ method: 'POST', url: '/api/trial/start', headers: as(ownerCookie) }));
  const workspace = ok(
    await app.inject({
      method: 'POST',
      url: '/api/workspaces/v2',
      headers: as(ownerCookie),
      payload: { name: `${CLINICAL_MARKER} alanı` },
    }),
  ).workspace;
  const newTopic = async (title: string) =>
    ok(
      await app.inject({
        method: 'POST',
        url: `/api/workspaces/v2/${workspace.id}/topics`,
        headers: as(ownerCookie),
        payload: { title },
      }),
    ).topic;
  const topic = await newTopic(`${CLINICAL_MARKER} danışan`);
  const asked = ok(
    await app.inject({
      method: 'POST',
      url: `/api/workspaces/v2/${workspace.id}/topics/${topic.id}/ask`,
      headers: as(ownerCookie),
      payload: { text: `${CLINICAL_MARKER} danışanım kaygılı, nasıl ilerlemeliyim?` },
    }),
  );
  const payment = await prepare(app, ownerCookie);

  const other = await approvedUser(app, db, 'diger@example.com');
  const unapproved = await unapprovedUser(app, db, 'onaysiz@example.com');
  const admin = await adminCookie(app, db, 'yonetici@example.com');

  const draftId = await createDraft(app, 'ziyaretci@example.com');
  const draftUpload = multipartBody('belge.pdf', SAMPLE_PDF, 'application/pdf');
  const draftFile = ok(
    await app.inject({
      method: 'POST',
      url: '/api/public/apply/files/upload',
      headers: { 'x-apply-draft-id': draftId, ...draftUpload.headers },
      payload: draftUpload.payload,
    }),
  ).file;

  return {
    accounts: {
      approved: { email: ownerEmail, password: OWNER_PASSWORD, cookie: ownerCookie },
      other: { email: 'diger@example.com', password: PASSWORD, cookie: other.cookie },
      unapproved: { email: 'onaysiz@example.com', password: PASSWORD, cookie: unapproved.cookie },
      admin: { email: 'yonetici@example.com', password: ADMIN_PASSWORD, cookie: admin },
    },
    owner: {
      userId: ownerApplication!.userId!,
      applicationId: ownerApplication!.id,
      fileId: uploaded.file.id,
      workspaceId: workspace.id,
      topicId: topic.id,
      messageId: asked.question.id,
      answerId: asked.answer.id,
      paymentOid: payment.merchantOid,
    },
    draft: { draftId, fileId: draftFile.id },
  };
}

let freshCounter = 0;
const freshEmail = (kind: string) => `yeni-${kind}-${String(++freshCounter)}@example.com`;

/** Throwaway accounts and resources for cells whose request changes or ends what it touches. */
export function freshHelpers(app: FastifyInstance, db: Database, fixtures: Fixtures) {
  return {
    email: freshEmail,
    /** A new session of the actor's own account (for login-rotating or logout requests). */
    async session(actor: Exclude<Actor, 'visitor'>): Promise<string> {
      const { email, password } = fixtures.accounts[actor];
      return sessionCookie(await login(app, email, password));
    },
    /** A new account of the actor's kind: its cookie, e-mail and password. */
    async account(actor: Exclude<Actor, 'visitor'>): Promise<ActorAccount> {
      const email = freshEmail(actor);
      if (actor === 'admin') {
        return { email, password: ADMIN_PASSWORD, cookie: await adminCookie(app, db, email) };
      }
      if (actor === 'unapproved') {
        return { email, password: PASSWORD, cookie: (await unapprovedUser(app, db, email)).cookie };
      }
      return { email, password: PASSWORD, cookie: (await approvedUser(app, db, email)).cookie };
    },
    /** A visitor's draft with a verified e-mail, ready for set-password. */
    verifiedDraft: () => verifiedDraft(app, freshEmail('draft')),
    draft: () => createDraft(app, freshEmail('draft')),
    /** A submitted application (no account) for the decision rows. */
    async submittedApplication(): Promise<string> {
      return (await seedApplication(db, { email: freshEmail('basvuru') })).id;
    },
    /** A new order of `payer`, as the card form the browser posts to the provider. */
    async cardForm(payer: 'approved' | 'other'): Promise<Record<string, string>> {
      const prepared = await prepare(app, fixtures.accounts[payer].cookie);
      return { ...prepared.fields, ...SANDBOX_CARD_FIELDS };
    },
  };
}

export type FreshHelpers = ReturnType<typeof freshHelpers>;

// `npm run seed:demo` (issue 6): a ready-made demo on the configured database — an approved user
// on a trial with one topic and an answered question, a pending applicant, and a subscriber whose
// sandbox payment has been settled. Idempotent: an existing demo account is left as it is.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { applications, payments, topics, users } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import type { SupervisionEngine } from '../ai/engine';
import { applicationColumns } from '../application/repository';
import { hashPassword } from '../auth/password';
import { newMerchantOid, settlePayment } from '../billing/payments';
import { findOffer } from '../billing/catalog';
import { startTrial } from '../billing/trial';
import { beginAsk, engineRequest } from '../workspace/ask';
import { Generations } from '../workspace/generation';
import { listWorkspaces } from '../workspace/repository';

export const DEMO_PASSWORD = 'Demo-Sifre-2026';
export const DEMO_ACCOUNTS = {
  trial: 'demo@psikorehber.local',
  applicant: 'demo-basvuru@psikorehber.local',
  subscriber: 'demo-abone@psikorehber.local',
} as const;

const DEMO_QUESTION =
  '24 yaşında üniversite öğrencisi danışanım sınavlardan önce yoğun kaygı, çarpıntı ve uykusuzluk yaşıyor; son iki sınava girmemiş. İlk görüşmelerde vakayı nasıl formüle edebilirim?';

async function account(
  db: Database,
  email: string,
  fullName: string,
  status: 'APPROVED' | 'SUBMITTED',
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) return { id: existing.id, created: false };
  const [user] = await db
    .insert(users)
    .values({ email, fullName, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  const fields = { email, fullName, specialization: 'Klinik Psikoloji' };
  await db.insert(applications).values({
    ...applicationColumns(email, fields),
    userId: user!.id,
    address: 'Moda Caddesi No: 12, Kadıköy, İstanbul',
    contactPhoneMobile: '05320000000',
    experienceYrs: 3,
    status,
  });
  return { id: user!.id, created: true };
}

export async function seedDemo(
  db: Database,
  engine: SupervisionEngine,
  log: FastifyBaseLogger,
  publicUrl: string,
): Promise<void> {
  const now = systemClock.now();

  const trialUser = await account(db, DEMO_ACCOUNTS.trial, 'Deniz Demir', 'APPROVED');
  if (trialUser.created) {
    await startTrial(db, trialUser.id, now);
    const [workspace] = await listWorkspaces(db, trialUser.id);
    const [topic] = await db
      .insert(topics)
      .values({
        workspaceId: workspace!.id,
        userId: trialUser.id,
        title: 'Sınav kaygısı yaşayan üniversite öğrencisi',
        focus: 'auto',
        level: 'early',
      })
      .returning();
    const begun = await beginAsk({ db, clock: systemClock }, trialUser.id, topic!, DEMO_QUESTION);
    const limits = { idleMs: 60_000, totalMs: 300_000 };
    const generations = new Generations({ db, engine, clock: systemClock, log, limits });
    await generations.start(begun.answer, engineRequest(begun)).finished;
  }

  await account(db, DEMO_ACCOUNTS.applicant, 'Elif Aksoy', 'SUBMITTED');

  const subscriber = await account(db, DEMO_ACCOUNTS.subscriber, 'Can Yıldız', 'APPROVED');
  if (subscriber.created) {
    const offer = await findOffer(db, 'BASIC', 3);
    if (!offer) throw new Error('The BASIC plan is missing; run the migrations and seed first.');
    const merchantOid = newMerchantOid();
    await db.insert(payments).values({
      userId: subscriber.id,
      email: DEMO_ACCOUNTS.subscriber,
      merchantOid,
      provider: 'sandbox',
      planCode: offer.code,
      periodMonths: offer.months,
      amountKurus: offer.priceKurus,
    });
    await settlePayment(
      db,
      { merchantOid, status: 'success', totalKurus: offer.priceKurus },
      now,
      publicUrl,
    );
  }
}

// `npm run seed:demo` (issue 6): a ready-made demo on the configured database — an approved user
// on a trial with one topic and an answered question, a pending applicant, and a subscriber whose
// sandbox payment has been settled. Idempotent: an existing demo account is left as it is.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { systemClock } from '../../lib/clock';
import type { SupervisionEngine } from '../../providers/ai/engine';
import { applicationColumns } from '../application';
import { findUserByEmail, hashPassword } from '../auth';
import { findOffer, insertPayment, newMerchantOid, settlePayment } from '../billing';
import { startTrial } from '../access';
import { beginAsk, engineRequest, Generations, insertTopic, listWorkspaces } from '../workspace';
import { insertApplication, insertUser } from './repository';

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
  const existing = await findUserByEmail(db, email);
  if (existing) return { id: existing.id, created: false };
  const user = await insertUser(db, {
    email,
    fullName,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const fields = { email, fullName, specialization: 'Klinik Psikoloji' };
  await insertApplication(db, {
    ...applicationColumns(email, fields),
    userId: user.id,
    address: 'Moda Caddesi No: 12, Kadıköy, İstanbul',
    contactPhoneMobile: '05320000000',
    experienceYrs: 3,
    status,
  });
  return { id: user.id, created: true };
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
    const topic = await insertTopic(db, {
      workspaceId: workspace!.id,
      userId: trialUser.id,
      title: 'Sınav kaygısı yaşayan üniversite öğrencisi',
      focus: 'auto',
      level: 'early',
    });
    const begun = await beginAsk({ db, clock: systemClock }, trialUser.id, topic, DEMO_QUESTION);
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
    await insertPayment(db, {
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

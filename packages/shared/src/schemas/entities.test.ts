import { describe, expect, it } from 'vitest';

import {
  accessPolicySchema,
  adminApplicationListSchema,
  applicationDocumentSchema,
  applicationSchema,
  contactMessageSchema,
  currentUserSchema,
  finalizeResultSchema,
  messageSchema,
  paymentHistoryItemSchema,
  paymentSummarySchema,
  planSchema,
  subscriptionSchema,
  topicSchema,
  trialStatusSchema,
} from './entities';

const NOW = '2025-03-01T10:00:00.000Z';

const application = {
  id: 'a1',
  email: 'ayse@example.com',
  fullName: 'Ayşe Yılmaz',
  specialization: 'Klinik Psikolog',
  experienceYrs: 5,
  currentRole: null,
  currentWorkplace: null,
  contactPhoneWork: null,
  contactPhoneMobile: '05321234567',
  address: 'Moda Cad. No: 1 Kadıköy',
  motivation: null,
  status: 'SUBMITTED',
  createdAt: NOW,
};

describe('entity schemas', () => {
  it('accept what our API returns', () => {
    expect(
      currentUserSchema.parse({
        id: 'u1',
        email: 'a@b.co',
        name: null,
        role: 'USER',
        approved: false,
      }),
    ).toBeTruthy();
    expect(applicationSchema.parse(application)).toEqual(application);
    expect(
      planSchema.parse({
        code: 'BASIC',
        name: 'Temel',
        tagline: 'x',
        priceKurus: 89_000,
        monthlyQuota: 50,
        prices: { 1: 89_000, 12: 854_400 },
      }).prices,
    ).toEqual({ 1: 89_000, 12: 854_400 });
    expect(
      accessPolicySchema.parse({
        mode: 'trial',
        plan: 'TRIAL',
        canEnter: true,
        canAsk: true,
        questionsLeft: 3,
        daysLeft: 3,
        retentionUntil: null,
      }).plan,
    ).toBe('TRIAL');
    expect(
      topicSchema.parse({
        id: 't1',
        wsId: 'w1',
        title: 'Vaka',
        createdAt: NOW,
        lastMsgAt: null,
        messageCount: 0,
      }),
    ).toBeTruthy();
    expect(
      paymentSummarySchema.parse({ ok: true, totalMinor: 0, count: 0, from: NOW, to: NOW }).count,
    ).toBe(0);
    expect(
      finalizeResultSchema.parse({
        ok: true,
        applied: true,
        alreadyApplied: false,
        plan: 'PREMIUM',
        months: 12,
      }).months,
    ).toBe(12);
    expect(
      adminApplicationListSchema.parse({ items: [application], total: 1, page: 1, size: 50 }).items,
    ).toHaveLength(1);
  });

  it('refuse values outside the contract', () => {
    expect(applicationSchema.safeParse({ ...application, status: 'PENDING' }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...application, experienceYrs: 2.5 }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...application, createdAt: 'yesterday' }).success).toBe(
      false,
    );
    expect(
      planSchema.safeParse({
        code: 'PRO',
        name: '',
        tagline: '',
        priceKurus: 1,
        monthlyQuota: 1,
        prices: {},
      }).success,
    ).toBe(false);
    expect(
      subscriptionSchema.safeParse({
        plan: 'TRIAL',
        status: 'active',
        quotaInitial: 0,
        quotaRemaining: 0,
        periodStart: null,
        periodEnd: null,
      }).success,
    ).toBe(false);
    expect(
      messageSchema.safeParse({
        id: 'm',
        wsId: 'w',
        topicId: 't',
        role: 'system',
        text: '',
        createdAt: NOW,
      }).success,
    ).toBe(false);
    expect(
      paymentHistoryItemSchema.safeParse({
        id: 'p',
        createdAt: NOW,
        amountKurus: -1,
        status: 'success',
        kind: 'purchase',
        providerTxnId: null,
        merchantOid: null,
        plan: null,
        months: null,
      }).success,
    ).toBe(false);
  });

  it('default a document name to Belge', () => {
    const document = applicationDocumentSchema.parse({
      id: 'd1',
      fileId: 'f1',
      mimeType: 'application/pdf',
      size: 1024,
      createdAt: NOW,
      downloadUrl: '/apply/secure/files/f1',
    });
    expect(document.filename).toBe('Belge');
  });

  it('default hadTrial to false', () => {
    expect(
      trialStatusSchema.parse({
        active: false,
        daysLeft: 0,
        questionsLeft: 0,
        hasSubscription: false,
        subscription: null,
      }).hadTrial,
    ).toBe(false);
  });

  it('validate the contact message like the contact form', () => {
    expect(
      contactMessageSchema.safeParse({ name: 'A', email: 'a@b.co', message: 'short' }).success,
    ).toBe(false);
  });
});

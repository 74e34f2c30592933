import { describe, expect, it } from 'vitest';

import { ASK_MESSAGES } from '../messages';
import type { AccessPolicy } from '../schemas/entities';
import {
  accessBadgeText,
  askFailure,
  defaultTopicLevel,
  pairsNewestFirst,
  topicsNewestFirst,
  workspaceNoQuotaBanner,
} from './workspace';

const message = (id: string, role: 'user' | 'assistant') => ({ id, role });

function policy(overrides: Partial<AccessPolicy> = {}): AccessPolicy {
  return {
    mode: 'none',
    plan: null,
    canEnter: true,
    canAsk: false,
    questionsLeft: 0,
    daysLeft: 0,
    retentionUntil: null,
    historyPurgedAt: null,
    ...overrides,
  };
}

describe('topicsNewestFirst', () => {
  it('orders by creation time, newest first, keeping ties in their order', () => {
    const topics = [
      { id: 'a', createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 'b', createdAt: '2026-03-03T10:00:00.000Z' },
      { id: 'c', createdAt: '2026-03-02T10:00:00.000Z' },
      { id: 'd', createdAt: '2026-03-02T10:00:00.000Z' },
    ];
    expect(topicsNewestFirst(topics).map((topic) => topic.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(topics.map((topic) => topic.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('pairsNewestFirst', () => {
  it('pairs each question with the answer after it and puts the newest pair first', () => {
    const pairs = pairsNewestFirst([
      message('q1', 'user'),
      message('a1', 'assistant'),
      message('q2', 'user'),
      message('a2', 'assistant'),
    ]);
    expect(pairs.map((pair) => [pair.key, pair.question?.id, pair.answer?.id])).toEqual([
      ['q2', 'q2', 'a2'],
      ['q1', 'q1', 'a1'],
    ]);
  });

  it('keeps a question without an answer and an answer without a question', () => {
    const pairs = pairsNewestFirst([
      message('a0', 'assistant'),
      message('q1', 'user'),
      message('q2', 'user'),
      message('a2', 'assistant'),
      message('q3', 'user'),
    ]);
    expect(pairs.map((pair) => [pair.question?.id ?? null, pair.answer?.id ?? null])).toEqual([
      ['q3', null],
      ['q2', 'a2'],
      ['q1', null],
      [null, 'a0'],
    ]);
  });

  it('is empty for no messages', () => {
    expect(pairsNewestFirst([])).toEqual([]);
  });
});

describe('accessBadgeText', () => {
  it('shows the trial with questions and days left', () => {
    expect(
      accessBadgeText(policy({ mode: 'trial', plan: 'TRIAL', questionsLeft: 2, daysLeft: 3 })),
    ).toBe('Deneme · 2 soru · 3 gün');
  });

  it('infers the trial from entry with days left and no paid plan, as the requirements say', () => {
    expect(accessBadgeText(policy({ plan: null, questionsLeft: 1, daysLeft: 2 }))).toBe(
      'Deneme · 1 soru · 2 gün',
    );
  });

  it('shows a paid plan with its credits', () => {
    expect(
      accessBadgeText(
        policy({ mode: 'subscription', plan: 'PREMIUM', questionsLeft: 148, daysLeft: 20 }),
      ),
    ).toBe('Premium · 148 kredi');
    expect(accessBadgeText(policy({ mode: 'subscription', plan: 'BEGINNER' }))).toBe(
      'Başlangıç · 0 kredi',
    );
  });

  it('says there is no plan otherwise', () => {
    expect(accessBadgeText(policy())).toBe('Aktif plan yok');
    expect(accessBadgeText(policy({ mode: 'retention', canEnter: true }))).toBe('Aktif plan yok');
  });
});

describe('workspaceNoQuotaBanner', () => {
  it('is null while the policy allows asking', () => {
    expect(
      workspaceNoQuotaBanner(policy({ canAsk: true }), { active: false, questionsLeft: 0 }),
    ).toBeNull();
  });

  it('uses the trial status when known', () => {
    expect(
      workspaceNoQuotaBanner(policy(), { active: false, questionsLeft: 0, hadTrial: true }),
    ).toBe('trialEnded');
    expect(
      workspaceNoQuotaBanner(policy({ mode: 'subscription' }), {
        active: false,
        questionsLeft: 0,
        subscription: {
          plan: 'BASIC',
          status: 'active',
          quotaInitial: 50,
          quotaRemaining: 0,
          periodStart: null,
          periodEnd: null,
        },
      }),
    ).toBe('quotaExhausted');
    expect(workspaceNoQuotaBanner(policy(), { active: false, questionsLeft: 0 })).toBe(
      'subscriptionInactive',
    );
  });

  it('falls back to the policy mode without a trial status', () => {
    expect(workspaceNoQuotaBanner(policy({ mode: 'subscription' }))).toBe('quotaExhausted');
    expect(workspaceNoQuotaBanner(policy({ mode: 'trial' }))).toBe('trialEnded');
    expect(workspaceNoQuotaBanner(policy({ mode: 'retention' }))).toBe('subscriptionInactive');
  });
});

describe('askFailure (the asking failures of the requirements)', () => {
  it('sends quota_exhausted and trial_exhausted 403s to the plans page', () => {
    expect(askFailure({ status: 403, code: 'quota_exhausted' })).toEqual({ kind: 'quotaRedirect' });
    expect(askFailure({ status: 403, code: 'trial_exhausted' })).toEqual({ kind: 'quotaRedirect' });
  });

  it('warns about other quota wording', () => {
    const warning = { kind: 'message', tone: 'warning', message: ASK_MESSAGES.quotaWarning };
    expect(askFailure({ status: 403, code: 'forbidden', message: 'KOTA doldu' })).toEqual(warning);
    expect(askFailure({ status: 402, code: 'quota_low' })).toEqual(warning);
    expect(askFailure({ status: 409, code: 'trial_exhausted' })).toEqual(warning);
  });

  it('maps 401/403, 429 and 5xx to the texts of the requirements', () => {
    expect(askFailure({ status: 401, code: 'unauthorized', message: 'x' })).toEqual({
      kind: 'message',
      tone: 'error',
      message: ASK_MESSAGES.authRequired,
      signIn: true,
    });
    expect(askFailure({ status: 403, code: 'forbidden' })).toMatchObject({
      message: ASK_MESSAGES.authRequired,
    });
    expect(askFailure({ status: 429, code: 'rate_limited', message: 'x' })).toEqual({
      kind: 'message',
      tone: 'warning',
      message: ASK_MESSAGES.rateLimited,
    });
    for (const status of [500, 502, 503]) {
      expect(askFailure({ status, code: 'ai_unavailable', message: 'x' })).toEqual({
        kind: 'message',
        tone: 'error',
        message: ASK_MESSAGES.serverError,
      });
    }
  });

  it("keeps the message of anything else, else says it's a server error", () => {
    expect(askFailure({ status: 400, code: 'invalid_body', message: 'Soru boş olamaz' })).toEqual({
      kind: 'message',
      tone: 'error',
      message: 'Soru boş olamaz',
    });
    expect(askFailure({ status: 0, code: 'network_error', message: ' ' })).toMatchObject({
      message: ASK_MESSAGES.serverError,
    });
  });
});

describe('defaultTopicLevel', () => {
  it('starts topics at the level the application suggests', () => {
    expect(defaultTopicLevel({ experienceYrs: 8, specialization: 'Klinik Psikolog' })).toBe(
      'experienced',
    );
    expect(defaultTopicLevel({ experienceYrs: 2, specialization: 'Psikolojik Danışman' })).toBe(
      'early',
    );
    expect(defaultTopicLevel({ experienceYrs: 0, specialization: 'Psikolog' })).toBe('student');
    expect(defaultTopicLevel({ experienceYrs: 3, specialization: 'Psikoloji öğrencisi' })).toBe(
      'student',
    );
    expect(defaultTopicLevel({ experienceYrs: null, specialization: null })).toBe('early');
  });
});

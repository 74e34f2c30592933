import { TRIAL_PLAN_CODE } from '../constants';
import { ASK_MESSAGES, WORKSPACE_UI_MESSAGES, type NoQuotaBannerKey } from '../messages';
import type { AccessPolicy } from '../schemas/entities';
import type { EndReason, MessageDto, TopicDto, UserLevel } from '../schemas/workspace';
import { inferPlanFromAccess, noQuotaBanner, type TrialLike } from './entitlement';
import { planLabel } from './plans';
import { foldTurkish } from './search-text';

// Rules of the workspace screen (docs/requirements/screens.md#scr-workspace) that need no browser:
// ordering and pairing (docs/requirements/limits.md#lim-ordering), the entitlement badge, the
// no-quota banner (docs/requirements/data.md#data-asking-allowed) and the ask error catalogue
// (docs/requirements/errors.md#err-ask).

/**
 * Topics newest first (docs/requirements/limits.md#lim-ordering), by creation; the server already
 * sends them so, this makes sure.
 */
export function topicsNewestFirst<T extends Pick<TopicDto, 'createdAt'>>(
  topics: readonly T[],
): T[] {
  return topics
    .map((topic, index) => ({ topic, index, time: Date.parse(topic.createdAt) }))
    .sort((a, b) => (b.time || 0) - (a.time || 0) || a.index - b.index)
    .map(({ topic }) => topic);
}

export interface MessagePair<M> {
  /** Stable React key: the first message's id. */
  key: string;
  question: M | null;
  answer: M | null;
}

/**
 * Messages come oldest first and are shown as question/answer pairs, newest pair first
 * (docs/requirements/limits.md#lim-ordering). A question pairs with the assistant message right
 * after it; a lone question (no answer yet) or a lone answer (its question deleted) still gets its
 * own pair, so nothing is ever hidden.
 */
export function pairsNewestFirst<M extends Pick<MessageDto, 'id' | 'role'>>(
  messages: readonly M[],
): MessagePair<M>[] {
  const pairs: MessagePair<M>[] = [];
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i] as M;
    if (message.role === 'user') {
      const next = messages[i + 1];
      const answer = next && next.role === 'assistant' ? next : null;
      if (answer) i++;
      pairs.push({ key: message.id, question: message, answer });
    } else {
      pairs.push({ key: message.id, question: null, answer: message });
    }
  }
  return pairs.reverse();
}

type BadgePolicy = Pick<AccessPolicy, 'plan' | 'canEnter' | 'daysLeft' | 'questionsLeft'>;

/**
 * The entitlement badge of the topic list (docs/requirements/screens.md#scr-workspace-topics):
 * 'Deneme · 2 soru · 3 gün' during the trial, 'Premium · 148 kredi' with a paid plan, 'Aktif plan
 * yok' otherwise (TRIAL is inferred as docs/requirements/data.md#data-subscription-state says:
 * entry allowed with days left and no paid plan).
 */
export function accessBadgeText(policy: BadgePolicy): string {
  const plan = inferPlanFromAccess(policy, policy.plan);
  if (plan === TRIAL_PLAN_CODE) {
    return WORKSPACE_UI_MESSAGES.trialBadge(
      planLabel(TRIAL_PLAN_CODE),
      policy.questionsLeft,
      policy.daysLeft,
    );
  }
  if (plan !== null)
    return WORKSPACE_UI_MESSAGES.creditBadge(planLabel(plan), policy.questionsLeft);
  return WORKSPACE_UI_MESSAGES.noPlanBadge;
}

/**
 * Which banner of docs/requirements/screens.md#scr-workspace-no-quota explains a disabled question
 * box, or null when the policy lets the user ask.
 * The trial status (subscription, hadTrial) decides when known; without it the policy's mode does.
 */
export function workspaceNoQuotaBanner(
  policy: Pick<AccessPolicy, 'canAsk' | 'mode'>,
  trial?: TrialLike | null,
): NoQuotaBannerKey | null {
  if (policy.canAsk) return null;
  const fromTrial = trial ? noQuotaBanner({ subscription: trial.subscription, trial }) : null;
  if (fromTrial) return fromTrial;
  if (policy.mode === 'subscription') return 'quotaExhausted';
  if (policy.mode === 'trial') return 'trialEnded';
  return 'subscriptionInactive';
}

/** What the page does with a failed question (docs/requirements/errors.md#err-ask). */
export type AskFailure =
  | { kind: 'quotaRedirect' }
  | { kind: 'message'; tone: 'warning' | 'error'; message: string; signIn?: boolean };

export interface AskErrorInput {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The server's error code. */
  code?: string | undefined;
  message?: string | undefined;
}

const QUOTA_REDIRECT_CODES: readonly string[] = ['quota_exhausted', 'trial_exhausted'];

function mentionsQuota({ code, message }: AskErrorInput): boolean {
  if (code !== undefined && QUOTA_REDIRECT_CODES.includes(code)) return true;
  return /quota|kota/.test(foldTurkish(`${code ?? ''} ${message ?? ''}`));
}

/**
 * docs/requirements/errors.md#err-ask: 403 quota_exhausted/trial_exhausted → the plans page
 * (?reason=quota); any other quota wording → the quota warning; 401/403 → sign-in needed; 429 →
 * rate limit; 5xx → server error.
 * Anything else (a 400 about the text, a network failure) keeps the client's or server's message.
 */
export function askFailure(error: AskErrorInput): AskFailure {
  const { status } = error;
  if (status === 403 && error.code !== undefined && QUOTA_REDIRECT_CODES.includes(error.code)) {
    return { kind: 'quotaRedirect' };
  }
  if (mentionsQuota(error)) {
    return { kind: 'message', tone: 'warning', message: ASK_MESSAGES.quotaWarning };
  }
  if (status === 401 || status === 403) {
    return { kind: 'message', tone: 'error', message: ASK_MESSAGES.authRequired, signIn: true };
  }
  if (status === 429)
    return { kind: 'message', tone: 'warning', message: ASK_MESSAGES.rateLimited };
  if (status >= 500) return { kind: 'message', tone: 'error', message: ASK_MESSAGES.serverError };
  const message = error.message?.trim();
  return { kind: 'message', tone: 'error', message: message || ASK_MESSAGES.serverError };
}

/**
 * The level a new topic starts at, from what the user told us when applying (issue 17: an
 * 8-year clinician was addressed as a beginner): students and interns, or no experience yet →
 * student; under 5 years → early; 5 years or more → experienced. Still changeable per topic.
 */
export function defaultTopicLevel(profile: {
  experienceYrs: number | null | undefined;
  specialization: string | null | undefined;
}): UserLevel {
  const role = (profile.specialization ?? '').toLocaleLowerCase('tr');
  if (/öğrenci|ogrenci|stajyer|intern|lisans öğr|yüksek lisans öğr/.test(role)) return 'student';
  const years = profile.experienceYrs;
  if (years === null || years === undefined) return 'early';
  if (years < 1) return 'student';
  return years >= 5 ? 'experienced' : 'early';
}

/**
 * The line under an answer that did not complete (issue 16): why it ended and what happened to the
 * credit, in the user's words. Null for complete and streaming answers.
 */
export function answerEndNotice(message: Pick<MessageDto, 'status' | 'endReason'>): string | null {
  const { status } = message;
  if (status === 'stopped') return WORKSPACE_UI_MESSAGES.answerStopped;
  if (status !== 'partial' && status !== 'error') return null;
  const returned = WORKSPACE_UI_MESSAGES.answerCreditReturned;
  const reason: EndReason | null = message.endReason;
  if (status === 'partial') {
    const why =
      reason === 'idle_timeout' || reason === 'total_timeout'
        ? WORKSPACE_UI_MESSAGES.answerPartialTimeout
        : reason === 'interrupted'
          ? WORKSPACE_UI_MESSAGES.answerPartialInterrupted
          : WORKSPACE_UI_MESSAGES.answerPartialDrop;
    return `${why} ${returned}`;
  }
  const why =
    reason === 'rate_limited'
      ? ASK_MESSAGES.rateLimited
      : reason === 'idle_timeout' || reason === 'total_timeout'
        ? WORKSPACE_UI_MESSAGES.answerFailedTimeout
        : WORKSPACE_UI_MESSAGES.answerFailed;
  return `${why} ${returned}`;
}

// Abuse limits per IP, per e-mail address and per user (accounts, applying, asking, exports,
// payments, the trial). Generous for people, tight for scripts; every breach answers 429 `rate_limited` with Retry-After.
import type { LimitRule } from './rate-limit';

const MINUTE = 60_000;

export const LIMITS = {
  draftPerIp: { name: 'draft:ip', limit: 30, windowMs: 60 * MINUTE },
  codeRequestPerIp: { name: 'code-request:ip', limit: 10, windowMs: 15 * MINUTE },
  codeRequestPerEmail: { name: 'code-request:email', limit: 5, windowMs: 60 * MINUTE },
  codeCheckPerIp: { name: 'code-check:ip', limit: 30, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 30, windowMs: 15 * MINUTE },
  uploadPerIp: { name: 'upload:ip', limit: 30, windowMs: 60 * MINUTE },
  preparePerUser: { name: 'prepare:user', limit: 20, windowMs: 10 * MINUTE },
  finalizePerUser: { name: 'finalize:user', limit: 120, windowMs: 10 * MINUTE },
  askPerUser: { name: 'ask:user', limit: 30, windowMs: MINUTE },
  topicCreatePerUser: { name: 'topic-create:user', limit: 60, windowMs: 60 * MINUTE },
  exportPerUser: { name: 'export:user', limit: 30, windowMs: 10 * MINUTE },
  dataExportPerUser: { name: 'data-export:user', limit: 10, windowMs: 10 * MINUTE },
  accountDeletePerUser: { name: 'account-delete:user', limit: 10, windowMs: 15 * MINUTE },
  trialStartPerUser: { name: 'trial-start:user', limit: 10, windowMs: 10 * MINUTE },
  contactPerIp: { name: 'contact:ip', limit: 10, windowMs: 60 * MINUTE },
  contactPerEmail: { name: 'contact:email', limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, LimitRule>;

import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants';

// The application state machine (docs/requirements/data.md#data-application-status,
// docs/requirements/data.md#data-application-transitions).

/** Server spellings that mean one of our statuses. */
const STATUS_ALIASES: Readonly<Record<string, ApplicationStatus>> = {
  PENDING: 'HOLD',
  CANCELED: 'CANCELLED',
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Case-insensitive; PENDING means HOLD; empty, unknown and non-strings mean NONE. */
export function normalizeApplicationStatus(raw: unknown): ApplicationStatus {
  if (typeof raw !== 'string') return 'NONE';
  const upper = raw.trim().toLocaleUpperCase('en');
  if (isApplicationStatus(upper)) return upper;
  return STATUS_ALIASES[upper] ?? 'NONE';
}

/** Only APPROVED unlocks the workspace, purchasing and the trial. */
export function isApproved(status: ApplicationStatus): boolean {
  return status === 'APPROVED';
}

/** Fields and documents are editable only in DRAFT. */
export function canEditApplication(status: ApplicationStatus): boolean {
  return status === 'DRAFT';
}

export function canSubmitApplication(status: ApplicationStatus): boolean {
  return status === 'DRAFT';
}

export const ADMIN_DECISIONS = ['approve', 'reject', 'hold'] as const;
export type AdminDecision = (typeof ADMIN_DECISIONS)[number];

export function isAdminDecision(value: unknown): value is AdminDecision {
  return typeof value === 'string' && (ADMIN_DECISIONS as readonly string[]).includes(value);
}

const DECISION_TARGETS: Readonly<Record<AdminDecision, ApplicationStatus>> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  hold: 'HOLD',
};

export function decisionTarget(decision: AdminDecision): ApplicationStatus {
  return DECISION_TARGETS[decision];
}

/** Statuses in which an admin may decide: SUBMITTED, or HOLD (which the server may call PENDING). */
const DECIDABLE_STATUSES: readonly ApplicationStatus[] = ['SUBMITTED', 'HOLD'];

/**
 * Decisions only while SUBMITTED or HOLD (docs/requirements/data.md#data-application-transitions).
 * We also refuse a decision that would leave the status unchanged, so holding an application that
 * is already on HOLD is not offered (a no-op would still send the applicant an e-mail).
 * Approve-when-APPROVED and reject-when-REJECTED are excluded by the first rule already.
 */
export function canAdminDecide(status: ApplicationStatus, decision: AdminDecision): boolean {
  return DECIDABLE_STATUSES.includes(status) && decisionTarget(decision) !== status;
}

/** The admin detail page shows a warning (and inactive buttons) outside SUBMITTED and HOLD. */
export function adminDecisionWarning(status: ApplicationStatus): boolean {
  return !DECIDABLE_STATUSES.includes(status);
}

/**
 * Everything but APPROVED shows as under review in the header
 * (docs/requirements/data.md#data-application-status).
 */
export function isUnderReview(status: ApplicationStatus): boolean {
  return !isApproved(status);
}

export const APPLICATION_ACTIONS = ['submit', ...ADMIN_DECISIONS] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** The status after `action`, or null when the action is not allowed from `status`. */
export function transition(
  status: ApplicationStatus,
  action: ApplicationAction,
): ApplicationStatus | null {
  if (action === 'submit') return canSubmitApplication(status) ? 'SUBMITTED' : null;
  return canAdminDecide(status, action) ? decisionTarget(action) : null;
}

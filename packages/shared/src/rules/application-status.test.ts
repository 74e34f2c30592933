import { describe, expect, it } from 'vitest';

import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants';
import {
  ADMIN_DECISIONS,
  APPLICATION_ACTIONS,
  adminDecisionWarning,
  canAdminDecide,
  canEditApplication,
  canSubmitApplication,
  decisionTarget,
  isAdminDecision,
  isApplicationStatus,
  isApproved,
  isUnderReview,
  normalizeApplicationStatus,
  transition,
  type ApplicationAction,
} from './application-status';

describe('normalizeApplicationStatus', () => {
  it.each(APPLICATION_STATUSES.map((status) => [status]))('keeps %s', (status) => {
    expect(normalizeApplicationStatus(status)).toBe(status);
  });

  it('ignores case and surrounding spaces', () => {
    expect(normalizeApplicationStatus(' approved ')).toBe('APPROVED');
    expect(normalizeApplicationStatus('Submitted')).toBe('SUBMITTED');
    expect(normalizeApplicationStatus('draft')).toBe('DRAFT');
  });

  it('reads PENDING as HOLD and CANCELED as CANCELLED', () => {
    expect(normalizeApplicationStatus('PENDING')).toBe('HOLD');
    expect(normalizeApplicationStatus('pending')).toBe('HOLD');
    expect(normalizeApplicationStatus('canceled')).toBe('CANCELLED');
  });

  it.each([
    [''],
    ['  '],
    ['unknown'],
    ['ACTIVE'],
    [null],
    [undefined],
    [3],
    [{ status: 'APPROVED' }],
  ])('reads %j as NONE', (raw) => {
    expect(normalizeApplicationStatus(raw)).toBe('NONE');
  });

  it('isApplicationStatus accepts canonical statuses only', () => {
    expect(isApplicationStatus('HOLD')).toBe(true);
    expect(isApplicationStatus('PENDING')).toBe(false);
    expect(isApplicationStatus('hold')).toBe(false);
  });
});

describe('status predicates', () => {
  const only = (predicate: (status: ApplicationStatus) => boolean) =>
    APPLICATION_STATUSES.filter((status) => predicate(status));

  it('edits and submits only in DRAFT', () => {
    expect(only(canEditApplication)).toEqual(['DRAFT']);
    expect(only(canSubmitApplication)).toEqual(['DRAFT']);
  });

  it('approves only APPROVED; everything else is under review', () => {
    expect(only(isApproved)).toEqual(['APPROVED']);
    expect(only(isUnderReview)).toEqual([
      'NONE',
      'DRAFT',
      'SUBMITTED',
      'HOLD',
      'REJECTED',
      'CANCELLED',
    ]);
  });

  it('warns the admin outside SUBMITTED and HOLD', () => {
    expect(only(adminDecisionWarning)).toEqual([
      'NONE',
      'DRAFT',
      'APPROVED',
      'REJECTED',
      'CANCELLED',
    ]);
  });
});

describe('admin decisions', () => {
  it('maps each decision to its target status', () => {
    expect(ADMIN_DECISIONS.map(decisionTarget)).toEqual(['APPROVED', 'REJECTED', 'HOLD']);
  });

  it('isAdminDecision accepts the three decisions only', () => {
    expect(ADMIN_DECISIONS.every(isAdminDecision)).toBe(true);
    expect(isAdminDecision('submit')).toBe(false);
    expect(isAdminDecision('APPROVE')).toBe(false);
  });

  it('allows every decision while SUBMITTED', () => {
    expect(ADMIN_DECISIONS.map((decision) => canAdminDecide('SUBMITTED', decision))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('allows approve and reject on HOLD, but not holding again', () => {
    expect(canAdminDecide('HOLD', 'approve')).toBe(true);
    expect(canAdminDecide('HOLD', 'reject')).toBe(true);
    expect(canAdminDecide('HOLD', 'hold')).toBe(false);
  });

  it.each(['NONE', 'DRAFT', 'APPROVED', 'REJECTED', 'CANCELLED'] as const)(
    'allows nothing while %s',
    (status) => {
      expect(ADMIN_DECISIONS.some((decision) => canAdminDecide(status, decision))).toBe(false);
    },
  );

  it('never approves an APPROVED or rejects a REJECTED application', () => {
    expect(canAdminDecide('APPROVED', 'approve')).toBe(false);
    expect(canAdminDecide('REJECTED', 'reject')).toBe(false);
  });
});

describe('transition', () => {
  // Every status × every action; null means the action is refused.
  const table: Record<ApplicationStatus, Record<ApplicationAction, ApplicationStatus | null>> = {
    NONE: { submit: null, approve: null, reject: null, hold: null },
    DRAFT: { submit: 'SUBMITTED', approve: null, reject: null, hold: null },
    SUBMITTED: { submit: null, approve: 'APPROVED', reject: 'REJECTED', hold: 'HOLD' },
    APPROVED: { submit: null, approve: null, reject: null, hold: null },
    HOLD: { submit: null, approve: 'APPROVED', reject: 'REJECTED', hold: null },
    REJECTED: { submit: null, approve: null, reject: null, hold: null },
    CANCELLED: { submit: null, approve: null, reject: null, hold: null },
  };

  const cases = APPLICATION_STATUSES.flatMap((status) =>
    APPLICATION_ACTIONS.map((action) => [status, action, table[status][action]] as const),
  );

  it('covers every status and action', () => {
    expect(cases).toHaveLength(APPLICATION_STATUSES.length * APPLICATION_ACTIONS.length);
  });

  it.each(cases)('%s --%s--> %s', (status, action, next) => {
    expect(transition(status, action)).toBe(next);
  });

  it('reaches APPROVED from DRAFT through SUBMITTED and HOLD', () => {
    const steps: ApplicationAction[] = ['submit', 'hold', 'approve'];
    const visited: (ApplicationStatus | null)[] = [];
    let status: ApplicationStatus | null = 'DRAFT';
    for (const action of steps) {
      status = status === null ? null : transition(status, action);
      visited.push(status);
    }
    expect(visited).toEqual(['SUBMITTED', 'HOLD', 'APPROVED']);
  });
});

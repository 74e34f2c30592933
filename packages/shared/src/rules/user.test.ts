import { describe, expect, it } from 'vitest';

import { currentUserSchema } from '../schemas/entities';
import { sessionUserSchema } from '../schemas/accounts';
import { isAdminRole, normalizeCurrentUser, normalizeSessionUser } from './user';

const expected = {
  id: 'u1',
  email: 'ayse@example.com',
  name: 'Ayşe Yılmaz',
  role: 'USER',
  approved: false,
};

describe('normalizeCurrentUser', () => {
  it('reads a flat user', () => {
    expect(
      normalizeCurrentUser({ id: 'u1', email: 'ayse@example.com', name: 'Ayşe Yılmaz' }),
    ).toEqual(expected);
  });

  it.each([
    ['user', { user: { id: 'u1', email: 'ayse@example.com', name: 'Ayşe Yılmaz' } }],
    [
      'account',
      { ok: true, account: { id: 'u1', email: 'ayse@example.com', name: 'Ayşe Yılmaz' } },
    ],
    ['data', { data: { id: 'u1', email: 'ayse@example.com', name: 'Ayşe Yılmaz' } }],
    ['result', { result: { id: 'u1', email: 'ayse@example.com', name: 'Ayşe Yılmaz' } }],
    ['data.user', { data: { user: { id: 'u1', email: 'ayse@example.com', name: 'Ayşe Yılmaz' } } }],
    [
      'result.data.account',
      {
        result: { data: { account: { id: 'u1', email: 'ayse@example.com', name: 'Ayşe Yılmaz' } } },
      },
    ],
  ])('finds the user nested under %s', (_label, raw) => {
    expect(normalizeCurrentUser(raw)).toEqual(expected);
  });

  it('reads the id from uid or userId and converts numbers to strings', () => {
    expect(normalizeCurrentUser({ uid: 'abc', email: 'a@b.co' })?.id).toBe('abc');
    expect(normalizeCurrentUser({ userId: 42, email: 'a@b.co' })?.id).toBe('42');
    expect(normalizeCurrentUser({ user: { id: 0, email: 'a@b.co' } })?.id).toBe('0');
  });

  it('prefers id over uid over userId', () => {
    expect(normalizeCurrentUser({ userId: 'c', uid: 'b', id: 'a', email: 'a@b.co' })?.id).toBe('a');
    expect(normalizeCurrentUser({ userId: 'c', uid: 'b', email: 'a@b.co' })?.id).toBe('b');
  });

  it('reads the name from name or fullName, else null', () => {
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co', fullName: 'Ali Veli' })?.name).toBe(
      'Ali Veli',
    );
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co', name: '', fullName: 'Ali' })?.name).toBe(
      'Ali',
    );
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co' })?.name).toBeNull();
  });

  it('defaults the role to USER and uppercases a given role', () => {
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co' })?.role).toBe('USER');
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co', role: '' })?.role).toBe('USER');
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co', role: 'admin' })?.role).toBe('ADMIN');
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co', role: 'SuperAdmin' })?.role).toBe(
      'SUPERADMIN',
    );
  });

  it('is approved by an explicit approved or isApproved flag', () => {
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co', approved: true })?.approved).toBe(true);
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co', isApproved: true })?.approved).toBe(true);
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co', approved: false })?.approved).toBe(false);
  });

  it.each([
    ['applicationStatus', { applicationStatus: 'APPROVED' }],
    ['status (any case)', { status: 'approved' }],
    ['application.status', { application: { status: 'Approved' } }],
  ])('derives approval from %s', (_label, extra) => {
    expect(normalizeCurrentUser({ id: 1, email: 'a@b.co', ...extra })?.approved).toBe(true);
  });

  it('is not approved for other application statuses', () => {
    for (const status of ['SUBMITTED', 'HOLD', 'PENDING', 'REJECTED', 'DRAFT', 'active']) {
      expect(
        normalizeCurrentUser({ id: 1, email: 'a@b.co', applicationStatus: status })?.approved,
      ).toBe(false);
    }
  });

  it('reads approval that sits beside the nested user', () => {
    expect(
      normalizeCurrentUser({
        user: { id: 1, email: 'a@b.co' },
        application: { status: 'APPROVED' },
      })?.approved,
    ).toBe(true);
    expect(
      normalizeCurrentUser({ data: { approved: true, user: { id: 1, email: 'a@b.co' } } })
        ?.approved,
    ).toBe(true);
  });

  it('returns null when the id or the e-mail is missing', () => {
    expect(normalizeCurrentUser({ id: 'u1' })).toBeNull();
    expect(normalizeCurrentUser({ email: 'a@b.co' })).toBeNull();
    expect(normalizeCurrentUser({ user: { id: 'u1', email: '  ' } })).toBeNull();
    expect(normalizeCurrentUser({ user: null })).toBeNull();
    expect(normalizeCurrentUser({ ok: true })).toBeNull();
  });

  it('returns null for non-objects', () => {
    for (const raw of [null, undefined, 'user', 42, []])
      expect(normalizeCurrentUser(raw)).toBeNull();
  });

  it('trims the values it reads', () => {
    expect(normalizeCurrentUser({ id: ' u1 ', email: ' a@b.co ', role: ' admin ' })).toMatchObject({
      id: 'u1',
      email: 'a@b.co',
      role: 'ADMIN',
    });
  });

  it('produces values that satisfy currentUserSchema', () => {
    const user = normalizeCurrentUser({
      data: { user: { uid: 7, email: 'a@b.co', fullName: 'X', role: 'admin' } },
    });
    expect(currentUserSchema.safeParse(user).success).toBe(true);
  });
});

describe('normalizeSessionUser', () => {
  it('adds the application status of the primary /auth/me shape', () => {
    const user = normalizeSessionUser({
      ok: true,
      user: {
        id: 'u1',
        email: 'ayse@example.com',
        name: 'Ayşe Yılmaz',
        role: 'USER',
        approved: false,
        applicationStatus: 'SUBMITTED',
      },
    });
    expect(user).toEqual({ ...expected, applicationStatus: 'SUBMITTED' });
    expect(sessionUserSchema.safeParse(user).success).toBe(true);
  });

  it('reads the status from an application object or a wrapper, innermost first', () => {
    expect(
      normalizeSessionUser({ user: { id: 1, email: 'a@b.co', application: { status: 'draft' } } })
        ?.applicationStatus,
    ).toBe('DRAFT');
    expect(
      normalizeSessionUser({
        applicationStatus: 'HOLD',
        data: { user: { id: 1, email: 'a@b.co', applicationStatus: 'PENDING' } },
      })?.applicationStatus,
    ).toBe('HOLD');
    expect(
      normalizeSessionUser({
        applicationStatus: 'REJECTED',
        user: { id: 1, email: 'a@b.co', applicationStatus: 'SUBMITTED' },
      })?.applicationStatus,
    ).toBe('SUBMITTED');
  });

  it('is NONE without a status, and APPROVED for an approved user without one', () => {
    expect(normalizeSessionUser({ user: { id: 1, email: 'a@b.co' } })?.applicationStatus).toBe(
      'NONE',
    );
    expect(
      normalizeSessionUser({ user: { id: 1, email: 'a@b.co', approved: true } }),
    ).toMatchObject({ approved: true, applicationStatus: 'APPROVED' });
  });

  it('returns null when no user is found', () => {
    expect(normalizeSessionUser({ ok: false, applicationStatus: 'APPROVED' })).toBeNull();
    expect(normalizeSessionUser(null)).toBeNull();
  });
});

describe('isAdminRole', () => {
  it.each([
    ['admin'],
    ['ADMIN'],
    ['Admin'],
    ['SuperAdmin'],
    ['superadmin'],
    ['OWNER'],
    ['root'],
    ['SuperUser'],
    ['site_admin'],
    [' admin '],
  ])('%j is an admin role', (role) => {
    expect(isAdminRole(role)).toBe(true);
  });

  it.each([
    ['USER'],
    ['user'],
    [''],
    ['   '],
    ['editor'],
    [null],
    [undefined],
    [1],
    [true],
    [{ role: 'admin' }],
  ])('%j is not an admin role', (role) => {
    expect(isAdminRole(role)).toBe(false);
  });

  it('treats a list of roles as admin when any entry is', () => {
    expect(isAdminRole(['USER', 'ADMIN'])).toBe(true);
    expect(isAdminRole(['USER'])).toBe(false);
    expect(isAdminRole([])).toBe(false);
  });
});

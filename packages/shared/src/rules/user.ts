import type { ApplicationState, SessionUser } from '../schemas/accounts';
import type { CurrentUser } from '../schemas/entities';
import { normalizeApplicationStatus } from './application-status';
import { firstString, isRecord, toBoolean, type UnknownRecord } from './raw-values';

// The session check, which tolerates several response shapes
// (docs/requirements/data.md#data-user-shapes), and the admin role rule
// (docs/requirements/permissions.md#perm-roles).

const USER_CONTAINER_KEYS = ['user', 'account', 'data', 'result'] as const;
const MAX_NESTING = 4;
const DEFAULT_ROLE = 'USER';

function readId(record: UnknownRecord): string | undefined {
  for (const key of ['id', 'uid', 'userId']) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function looksLikeUser(record: UnknownRecord): boolean {
  return readId(record) !== undefined || firstString(record, ['email']) !== undefined;
}

/**
 * Path from the response down to the object that carries the user: the outermost object that has
 * an id or e-mail, else the first container key (user, account, data, result) that leads to one.
 */
function findUserPath(raw: unknown, depth: number): UnknownRecord[] | null {
  if (!isRecord(raw) || depth > MAX_NESTING) return null;
  if (looksLikeUser(raw)) return [raw];
  for (const key of USER_CONTAINER_KEYS) {
    const inner = findUserPath(raw[key], depth + 1);
    if (inner) return [raw, ...inner];
  }
  return null;
}

/**
 * Approved when an explicit approved/isApproved flag is true, or when the application status is
 * APPROVED. The flag or status may sit on the user or on a wrapper around it.
 */
function readApproved(path: readonly UnknownRecord[]): boolean {
  return path.some((record) => {
    if (toBoolean(record.approved) === true || toBoolean(record.isApproved) === true) return true;
    const application = isRecord(record.application) ? record.application : undefined;
    const statuses = [record.applicationStatus, record.status, application?.status];
    return statuses.some((status) => normalizeApplicationStatus(status) === 'APPROVED');
  });
}

/**
 * The signed-in user from any response shape the requirements allow
 * (docs/requirements/data.md#data-user-shapes), e.g. {user:{...}}, {data:{user:{...}}},
 * {result:{uid, email}}. Null unless both an id and an e-mail are found: the header and the guards
 * need both, and a half-read session is safer shown as signed out.
 */
export function normalizeCurrentUser(raw: unknown): CurrentUser | null {
  const path = findUserPath(raw, 0);
  const user = path?.at(-1);
  if (!path || !user) return null;
  const id = readId(user);
  const email = firstString(user, ['email']);
  if (id === undefined || email === undefined) return null;
  const role = firstString(user, ['role']);
  return {
    id,
    email,
    name: firstString(user, ['name', 'fullName']) ?? null,
    role: role ? role.toLocaleUpperCase('en') : DEFAULT_ROLE,
    approved: readApproved(path),
  };
}

const ADMIN_ROLE_FRAGMENTS = ['admin', 'superadmin', 'owner', 'root', 'superuser'] as const;

/**
 * Case-insensitive ADMIN, plus any role name containing admin, superadmin, owner, root or superuser
 * ('SuperAdmin', 'site_admin', 'OWNER'), as docs/requirements/permissions.md#perm-roles says. A
 * list of roles is admin when any entry is.
 */
export function isAdminRole(role: unknown): boolean {
  if (Array.isArray(role)) return role.some((entry) => isAdminRole(entry));
  if (typeof role !== 'string') return false;
  const lower = role.trim().toLocaleLowerCase('en');
  if (lower === '') return false;
  return ADMIN_ROLE_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/**
 * The session (docs/requirements/data.md#data-user) plus the application status the header and the
 * dashboard need: read from `applicationStatus` or `application.status` on the user or a wrapper
 * around it, innermost first.
 * An approved user whose response names no status counts as APPROVED, so the two never disagree.
 */
export function normalizeSessionUser(raw: unknown): SessionUser | null {
  const user = normalizeCurrentUser(raw);
  const path = findUserPath(raw, 0);
  if (!user || !path) return null;
  let applicationStatus: ApplicationState = 'NONE';
  for (const record of [...path].reverse()) {
    const application = isRecord(record.application) ? record.application : undefined;
    const status = normalizeApplicationStatus(record.applicationStatus ?? application?.status);
    if (status !== 'NONE') {
      applicationStatus = status;
      break;
    }
  }
  if (user.approved && applicationStatus === 'NONE') applicationStatus = 'APPROVED';
  return { ...user, applicationStatus };
}

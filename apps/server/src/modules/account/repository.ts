// The queries of KVKK self-service: the erasure of an account and the export of a user's data.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  applicationFiles,
  applications,
  auditLog,
  emailCodes,
  messages,
  oneTimeTokens,
  outboxMails,
  payments,
  sessions,
  topics,
  users,
  workspaces,
  type ApplicationFileRow,
  type AuditLogRow,
  type MessageRow,
  type PaymentRow,
  type TopicRow,
  type UserRow,
  type WorkspaceRow,
} from '../../db/schema';

/** A user's row, locked for the rest of the transaction. */
export async function lockUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/** The ids of every admin, their rows locked for the rest of the transaction. */
export function lockAdmins(db: DbOrTx): Promise<{ id: string }[]> {
  return db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).for('update');
}

/** Storage keys of the documents attached to the user's application. */
export async function findUserStorageKeys(db: DbOrTx, userId: string): Promise<string[]> {
  const files = await db
    .select({ storageKey: applicationFiles.storageKey })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .where(eq(applications.userId, userId));
  return files.map((f) => f.storageKey);
}

/**
 * Unlinks a user's payments from the person: no user reference and no e-mail copy. The user
 * reference would be SET NULL by the foreign key too; the e-mail copy would not.
 */
export async function anonymisePayments(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(payments)
    .set({ userId: null, email: null, updatedAt: new Date() })
    .where(eq(payments.userId, userId));
}

/** Deletes the e-mail codes sent to an address (compared case-insensitively). */
export async function deleteEmailCodesOf(db: DbOrTx, email: string): Promise<void> {
  await db.delete(emailCodes).where(eq(sql`lower(${emailCodes.email})`, email.toLowerCase()));
}

/** Deletes the one-time tokens issued to an address (compared case-insensitively). */
export async function deleteOneTimeTokensOf(db: DbOrTx, email: string): Promise<void> {
  await db.delete(oneTimeTokens).where(eq(sql`lower(${oneTimeTokens.email})`, email.toLowerCase()));
}

/** Deletes the outbox mails addressed to an address (compared case-insensitively). */
export async function deleteOutboxMailsTo(db: DbOrTx, email: string): Promise<void> {
  await db.delete(outboxMails).where(eq(sql`lower(${outboxMails.to})`, email.toLowerCase()));
}

/** Deletes a user's row; what hangs off it goes by the schema's ON DELETE choices. */
export async function deleteUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** The audit entry of an erasure: which user id, and when; nothing personal. */
export async function insertErasureAudit(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(auditLog).values({
    action: 'account_erased',
    entityType: 'user',
    entityId: userId,
  });
}

/** A user's sessions, oldest first: their dates and user agent, never the session id. */
export function listSessionsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

/** A user's payments, oldest first. */
export function listPaymentsOf(db: DbOrTx, userId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
}

/** Every document row of an application, oldest first. */
export function listApplicationFiles(
  db: DbOrTx,
  applicationId: string,
): Promise<ApplicationFileRow[]> {
  return db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(asc(applicationFiles.createdAt));
}

/** The audit entries of an application, oldest first. */
export function listApplicationHistory(db: DbOrTx, applicationId: string): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, applicationId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/** A user's workspaces, oldest first (unlike listWorkspaces, never creates one). */
export function listWorkspacesOf(db: DbOrTx, userId: string): Promise<WorkspaceRow[]> {
  return db
    .select()
    .from(workspaces)
    .where(eq(workspaces.userId, userId))
    .orderBy(asc(workspaces.createdAt));
}

/** A user's topics in the given workspaces, oldest first. */
export function listTopicsIn(
  db: DbOrTx,
  userId: string,
  workspaceIds: string[],
): Promise<TopicRow[]> {
  return db
    .select()
    .from(topics)
    .where(and(eq(topics.userId, userId), inArray(topics.workspaceId, workspaceIds)))
    .orderBy(asc(topics.createdAt), asc(topics.id));
}

/** Every message of a user, oldest first. */
export function listMessagesOf(db: DbOrTx, userId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

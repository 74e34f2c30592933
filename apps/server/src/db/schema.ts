// The one Drizzle schema of every table the product needs (pg-core; identical on PGlite and
// PostgreSQL). Row types live here; modules map rows to the shared API shapes
// (docs/requirements/platform.md#plat-rules-layers).
//
// ON DELETE choices: a user's own data (sessions, application, workspaces, clinical content,
// entitlements) is deleted with the user (KVKK erasure); payments are kept and anonymised
// (tax law), so their user reference is SET NULL; audit rows keep their history with SET NULL.
// The cascade removes rows only: stored files and the payment's e-mail copy are handled by
// modules/account/erase.ts (docs/decisions/006-kvkk-self-service.md).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; uniqueness is case-insensitive through the lower() index as well. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name'),
    role: text('role').notNull().default('USER'),
    /**
     * When the retention job last deleted this user's clinical history
     * (docs/requirements/limits.md#lim-retention).
     */
    historyPurgedAt: at('history_purged_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_role_ck', sql`${t.role} in ('USER', 'ADMIN')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry; idle expiry is checked against last_seen_at. */
    expiresAt: at('expires_at').notNull(),
    ipHash: text('ip_hash'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

export const APPLICATION_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'APPROVED',
  'HOLD',
  'REJECTED',
  'CANCELLED',
] as const;

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /** Set once the applicant has an account (after set-password). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    specialization: text('specialization'),
    experienceYrs: integer('experience_yrs'),
    currentRole: text('current_role'),
    currentWorkplace: text('current_workplace'),
    contactPhoneWork: text('contact_phone_work'),
    contactPhoneMobile: text('contact_phone_mobile'),
    address: text('address'),
    motivation: text('motivation'),
    status: text('status').notNull().default('DRAFT'),
    /**
     * SHA-256 of the anonymous draft's capability token (the `draftId` a visitor holds before an
     * account exists); null once the application belongs to an account.
     */
    draftTokenHash: text('draft_token_hash'),
    /** Turkish-folded "email full name specialization" (shared foldTurkish) for admin search. */
    searchText: text('search_text').notNull().default(''),
    emailVerifiedAt: at('email_verified_at'),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    /** Explicit consent (açık rıza) to processing health data: the text's version and when. */
    consentVersion: text('consent_version'),
    consentAt: at('consent_at'),
    /** Acknowledgement of the privacy notice (aydınlatma metni): the text's version and when. */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyNoticeAt: at('privacy_notice_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One application per address once it has an account; unverified drafts may share an address
    // (modules/apply/service.ts: only the address's owner can verify one of them).
    uniqueIndex('applications_email_lower_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is not null`),
    index('applications_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('applications_user_uq').on(t.userId),
    uniqueIndex('applications_draft_token_uq').on(t.draftTokenHash),
    // nullsFirst matches a plain ORDER BY … DESC, so the planner can walk these indexes.
    index('applications_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('applications_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('applications_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'applications_status_ck',
      sql`${t.status} in ('DRAFT', 'SUBMITTED', 'APPROVED', 'HOLD', 'REJECTED', 'CANCELLED')`,
    ),
    check(
      'applications_experience_ck',
      sql`${t.experienceYrs} is null or (${t.experienceYrs} between 0 and 100)`,
    ),
  ],
);

export const applicationFiles = pgTable(
  'application_files',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Random key inside the storage provider; never derived from the user's file name. */
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('application_files_storage_key_uq').on(t.storageKey),
    index('application_files_application_idx').on(t.applicationId, t.createdAt),
  ],
);

/** 6-digit e-mail codes (apply verification, password reset), stored hashed. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_codes_lookup_idx').on(
      t.purpose,
      sql`lower(${t.email})`,
      t.createdAt.desc().nullsFirst(),
    ),
    check('email_codes_purpose_ck', sql`${t.purpose} in ('apply', 'reset')`),
  ],
);

/**
 * Failed sign-ins (modules/auth/login-throttle.ts): one row per address and one per address and
 * client, keyed by an HMAC of them (no address or IP is stored).
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  firstFailureAt: at('first_failure_at').notNull(),
  lastFailureAt: at('last_failure_at').notNull(),
});

/** Single-use tokens handed out after a code check (verifyToken, resetToken), stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash),
    check('one_time_tokens_purpose_ck', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

export const plans = pgTable(
  'plans',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    tagline: text('tagline').notNull(),
    monthlyQuota: integer('monthly_quota').notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('plans_quota_ck', sql`${t.monthlyQuota} > 0`)],
);

export const planPrices = pgTable(
  'plan_prices',
  {
    planCode: text('plan_code')
      .notNull()
      .references(() => plans.code, { onDelete: 'cascade' }),
    periodMonths: integer('period_months').notNull(),
    priceKurus: integer('price_kurus').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planCode, t.periodMonths] }),
    check('plan_prices_period_ck', sql`${t.periodMonths} in (1, 3, 6, 12)`),
    check('plan_prices_price_ck', sql`${t.priceKurus} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** SET NULL: payments outlive an erased account, anonymised (tax law). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    merchantOid: text('merchant_oid').notNull(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull().default('subscription'),
    planCode: text('plan_code')
      .notNull()
      .references(() => plans.code, { onDelete: 'restrict' }),
    periodMonths: integer('period_months').notNull(),
    amountKurus: integer('amount_kurus').notNull(),
    currency: text('currency').notNull().default('TRY'),
    status: text('status').notNull().default('pending'),
    /** total_amount reported by the provider's signed callback (kuruş). */
    providerTotalKurus: integer('provider_total_kurus'),
    providerTxnId: text('provider_txn_id'),
    failedReasonCode: text('failed_reason_code'),
    failedReasonMsg: text('failed_reason_msg'),
    settledAt: at('settled_at'),
    appliedAt: at('applied_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_merchant_oid_uq').on(t.merchantOid),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('payments_status_settled_idx').on(t.status, t.settledAt),
    check('payments_status_ck', sql`${t.status} in ('pending', 'success', 'failed')`),
    check('payments_amount_ck', sql`${t.amountKurus} > 0`),
    check('payments_oid_ck', sql`${t.merchantOid} ~ '^[A-Za-z0-9]{1,64}$'`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code')
      .notNull()
      .references(() => plans.code, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('active'),
    months: integer('months').notNull(),
    quotaInitial: integer('quota_initial').notNull(),
    quotaRemaining: integer('quota_remaining').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one active subscription per user: a purchase replaces the active one.
    uniqueIndex('subscriptions_one_active_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('subscriptions_payment_uq').on(t.paymentId),
    check(
      'subscriptions_status_ck',
      sql`${t.status} in ('active', 'replaced', 'expired', 'cancelled')`,
    ),
    check('subscriptions_quota_ck', sql`${t.quotaRemaining} >= 0 and ${t.quotaInitial} >= 0`),
  ],
);

export const trials = pgTable(
  'trials',
  {
    id: id(),
    /** Unique: a user gets one trial, ever. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull().defaultNow(),
    endsAt: at('ends_at').notNull(),
    questionsInitial: integer('questions_initial').notNull(),
    questionsRemaining: integer('questions_remaining').notNull(),
  },
  (t) => [
    uniqueIndex('trials_user_uq').on(t.userId),
    check('trials_questions_ck', sql`${t.questionsRemaining} >= 0`),
  ],
);

export const workspaces = pgTable(
  'workspaces',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    model: text('model'),
    systemPrompt: text('system_prompt'),
    createdAt: createdAt(),
  },
  (t) => [index('workspaces_user_idx').on(t.userId, t.createdAt)],
);

export const topics = pgTable(
  'topics',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Denormalised owner so every ownership check is one indexed predicate. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Supervision frame: auto | case | ethics | technique. */
    focus: text('focus').notNull().default('auto'),
    /** The user's level: student | early | experienced. */
    level: text('level').notNull().default('early'),
    messageCount: integer('message_count').notNull().default(0),
    lastMsgAt: at('last_msg_at'),
    /** Risk categories raised by the topic's answers, first raised first (issue 15). */
    riskKinds: text('risk_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('topics_workspace_created_idx').on(t.workspaceId, t.createdAt.desc().nullsFirst()),
    index('topics_user_idx').on(t.userId),
    check('topics_focus_ck', sql`${t.focus} in ('auto', 'case', 'ethics', 'technique')`),
    check('topics_level_ck', sql`${t.level} in ('student', 'early', 'experienced')`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    text: text('text').notNull(),
    /** complete | streaming | stopped | partial | error (issue 16: an answer's true state) */
    status: text('status').notNull().default('complete'),
    /** Why a stopped, partial or failed answer ended (EndReason in the shared schema). */
    endReason: text('end_reason'),
    /** When generation of an answer began (a regeneration restarts it); the sweep's clock. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** This answer was written by "Yeniden oluştur": it cannot be regenerated again. */
    regenerated: boolean('regenerated').notNull().default(false),
    /** Which entitlement paid for a question: subscription | trial (to refund the right one). */
    creditSource: text('credit_source'),
    /**
     * The subscription or trial row that paid for a question (to refund that row). Both credit
     * columns are cleared when the credit is given back (an interrupted answer, see recovery.ts).
     */
    creditId: uuid('credit_id'),
    provider: text('provider'),
    model: text('model'),
    /** The masked text an external provider received for this answer; null when none did. */
    sentText: text('sent_text'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    latencyMs: integer('latency_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_topic_created_idx').on(t.topicId, t.createdAt, t.id),
    // A page of history holds N questions with their answers (issue 18): its start is found by
    // counting questions back from the cursor, in this index alone.
    index('messages_topic_questions_idx')
      .on(t.topicId, t.createdAt, t.id)
      .where(sql`${t.role} = 'user'`),
    index('messages_user_idx').on(t.userId),
    // Answers still being written: the recovery sweep looks for stale ones (few rows at any time).
    index('messages_streaming_idx')
      .on(t.startedAt)
      .where(sql`${t.status} = 'streaming'`),
    check('messages_role_ck', sql`${t.role} in ('user', 'assistant')`),
    check(
      'messages_status_ck',
      sql`${t.status} in ('complete', 'streaming', 'stopped', 'partial', 'error')`,
    ),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** Every outgoing mail: the outbox provider's store and the SMTP sender's retry queue. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * Deleted once delivered instead of kept for OUTBOX_RETENTION_DAYS: the confirmation of an
     * account erasure must not leave the erased address behind.
     */
    forgetOnDelivery: boolean('forget_on_delivery').notNull().default(false),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_mails_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('outbox_mails_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    meta: jsonb('meta'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationFileRow = typeof applicationFiles.$inferSelect;
export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type PlanPriceRow = typeof planPrices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TrialRow = typeof trials.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type OutboxMailRow = typeof outboxMails.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;

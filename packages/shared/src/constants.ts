// Business constants and limits of docs/requirements/limits.md#lim-constants (plus the few values
// of docs/requirements/overview.md#ov-silent-decisions the server and web share).
// Every other module imports these; no number below is written anywhere else.

export const PLAN_CODES = ['BEGINNER', 'BASIC', 'PREMIUM'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
/** The plan state shown for an active trial; not a purchasable plan. */
export const TRIAL_PLAN_CODE = 'TRIAL' as const;
export const TRIAL_PLAN_LABEL = 'Deneme';

export const PLAN_PERIODS_MONTHS = [1, 3, 6, 12] as const;
export type PlanPeriodMonths = (typeof PLAN_PERIODS_MONTHS)[number];

/**
 * Monthly quotas used when the server gives none
 * (docs/requirements/limits.md#lim-default-quotas).
 */
export const DEFAULT_MONTHLY_QUOTA: Readonly<Record<PlanCode, number>> = {
  BEGINNER: 20,
  BASIC: 50,
  PREMIUM: 150,
};

/**
 * Defaults of the direct-payment prepare call
 * (docs/requirements/validation.md#val-prepare-defaults).
 */
export const DEFAULT_CHECKOUT_PLAN: PlanCode = 'PREMIUM';
export const DEFAULT_CHECKOUT_MONTHS: PlanPeriodMonths = 1;

export const TRIAL_DAYS = 3;
export const TRIAL_QUESTIONS = 3;

export const DOCUMENTS_PER_APPLICATION = 1;
export const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_DOCUMENT_NAME = 'Belge';

export const EXPERIENCE_MIN = 0;
export const EXPERIENCE_MAX = 100;
export const ADDRESS_MIN_LENGTH = 12;
export const PHONE_MIN_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const CODE_LENGTH = 6;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
/**
 * Links allowed in one contact message; more is treated as spam by the server
 * (docs/requirements/validation.md#val-contact).
 */
export const CONTACT_MAX_LINKS = 3;

/** E-mail codes and one-time tokens (docs/requirements/limits.md#lim-codes). */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_SECONDS = 60;
export const ONE_TIME_TOKEN_TTL_MINUTES = 30;

export const FINALIZE_POLL_INTERVAL_MS = 2_000;
export const FINALIZE_POLL_MAX_ATTEMPTS = 15;

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_DEFAULT_PAGE = 1;
export const ADMIN_DETAIL_MAX_FILES = 10;
export const PAYMENT_REPORT_LIMIT = 1000;
export const REPORT_WINDOWS = ['day', 'week', 'month'] as const;
export type ReportWindow = (typeof REPORT_WINDOWS)[number];
export const DEFAULT_REPORT_WINDOW: ReportWindow = 'month';

/**
 * Shortest workspace search query; shorter text is not searched (beyond
 * docs/requirements/api.md#api-workspace).
 */
export const SEARCH_MIN_LENGTH = 2;
/** The longest workspace search query accepted (a search term, not a text). */
export const SEARCH_MAX_LENGTH = 200;

/**
 * Question length limit (beyond docs/requirements/validation.md#val-workspace; keeps prompts and
 * PDFs sane).
 */
export const QUESTION_MAX_LENGTH = 8_000;

/**
 * Paged topic history (issue 18, docs/decisions/013-paged-topic-history.md): a page of
 * GET …/messages holds `limit` questions, each with its answer, at most `maxPairs`.
 */
export const MESSAGE_PAGE = {
  /** The workspace's first screen: the newest page, read when a topic opens. */
  firstPairs: 5,
  /** Each older page as the user scrolls; also the server's `limit` when only `before` is given. */
  pairs: 10,
  maxPairs: 100,
} as const;

/**
 * History stays readable this long after the last entitlement ends
 * (docs/requirements/limits.md#lim-retention).
 */
export const RETENTION_DAYS_AFTER_ENTITLEMENT = 180;

/**
 * Versions of the two texts an applicant accepts on /apply (KVKK): the privacy notice (aydınlatma
 * metni at /privacy) and the explicit consent (açık rıza, /privacy#acik-riza) to processing the
 * health data typed into the workspace. Raise a version whenever its text changes; the application
 * stores the version accepted and when (docs/decisions/006-kvkk-self-service.md).
 */
export const CONSENT_TEXT_VERSIONS = {
  privacyNotice: '2026-11-22',
  explicitConsent: '2026-11-22',
} as const;

/** Days and times are shown and keyed in Türkiye's time zone, whoever looks and wherever. */
export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';

/** GET /api/account/export is saved as `${DATA_EXPORT_FILE_PREFIX}-YYYY-MM-DD.json`. */
export const DATA_EXPORT_FILE_PREFIX = 'psikorehber-verilerim';

/**
 * Client cache freshness (docs/requirements/limits.md#lim-freshness), used as TanStack Query
 * staleTime.
 */
export const STALE_TIME_MS = {
  session: 30_000,
  plans: 60_000,
  status: 30_000,
  workspaces: 30_000,
  topics: 30_000,
  messages: 10_000,
  trialStatus: 0,
} as const;

/** Cached keys cleared on log out (docs/requirements/limits.md#lim-storage-keys). */
export const LOGOUT_CLEARED_CACHE_KEYS = [
  'me_for_plans',
  'apply_status_for_plans',
  'me_pricing',
  'apply_status_pricing',
  'me',
] as const;

/** Session-storage keys of the checkout (docs/requirements/limits.md#lim-storage-keys). */
export const CHECKOUT_STORAGE_KEYS = {
  planCode: 'checkout_plan_code',
  months: 'checkout_months',
  amountKurus: 'checkout_amount_kurus',
} as const;

/**
 * Cards of the sandbox payment provider (embedded default,
 * docs/requirements/payments.md#pay-sandbox). The success card is PayTR's published Visa test card;
 * the failure card always declines after 3-D Secure.
 */
export const SANDBOX_TEST_CARDS = {
  success: { number: '4355084355084358', expiry: '12/30', cvv: '000' },
  failure: { number: '4000000000000002', expiry: '12/30', cvv: '000' },
} as const;

/** Session-storage key holding the set-password token between /apply and /set-password. */
export const SET_PASSWORD_TOKEN_STORAGE_KEY = 'set_password_token';

/**
 * Business statements shown on public pages
 * (docs/requirements/limits.md#lim-business-statements).
 */
export const BUSINESS_FACTS = {
  reviewHours: '24-48',
  refundDays: 7,
  breachNoticeHours: 72,
  answerSeconds: '2-10',
} as const;

/**
 * Application statuses of docs/requirements/data.md#data-application-status; NONE means the user
 * has no application.
 */
export const APPLICATION_STATUSES = [
  'NONE',
  'DRAFT',
  'SUBMITTED',
  'APPROVED',
  'HOLD',
  'REJECTED',
  'CANCELLED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Modes of the workspace access policy (docs/requirements/data.md#data-access-policy, retention
 * from docs/requirements/limits.md#lim-retention).
 */
export const ACCESS_MODES = ['trial', 'subscription', 'none', 'retention'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

/**
 * Sane upper bounds for free-text fields, so bodies stay small
 * (docs/requirements/validation.md#val-server).
 */
export const TEXT_LIMITS = {
  email: 254,
  fullName: 200,
  specialization: 200,
  currentRole: 200,
  currentWorkplace: 200,
  phone: 30,
  address: 500,
  motivation: 4_000,
  password: 128,
  token: 512,
  contactName: 120,
  contactSubject: 200,
  contactMessage: 5_000,
  topicTitle: 200,
} as const;

/** Longest base of a generated download file name (PDF export). */
export const DOWNLOAD_NAME_MAX_LENGTH = 80;

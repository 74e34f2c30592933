import { z } from 'zod';

import { ACCOUNT_MESSAGES } from '../messages';
import { accessPolicySchema, timestampSchema } from './entities';
import { currentPasswordField } from './fields';

// KVKK self-service (docs/decisions/006-kvkk-self-service.md): the data export of
// GET /api/account/export and the body of POST /api/account/delete. The export schema is also the
// server's response schema, so a field that is not listed here can never leave the server (no
// password or code hashes, session ids, storage keys or other users' data).

const optionalTimestamp = timestampSchema.nullable();

/** POST /api/account/delete: the current password confirms the erasure. */
export const accountDeleteBodySchema = z.object({
  password: currentPasswordField(ACCOUNT_MESSAGES.passwordRequired),
});
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;

const consentRecordSchema = z.object({
  /** Version of the text accepted (CONSENT_TEXT_VERSIONS), null when not recorded. */
  version: z.string().nullable(),
  acceptedAt: optionalTimestamp,
});

const exportDocumentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  createdAt: timestampSchema,
});

const exportApplicationSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  specialization: z.string().nullable(),
  experienceYrs: z.number().int().nullable(),
  currentRole: z.string().nullable(),
  currentWorkplace: z.string().nullable(),
  contactPhoneWork: z.string().nullable(),
  contactPhoneMobile: z.string().nullable(),
  address: z.string().nullable(),
  motivation: z.string().nullable(),
  status: z.string(),
  emailVerifiedAt: optionalTimestamp,
  submittedAt: optionalTimestamp,
  decidedAt: optionalTimestamp,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** Metadata only; the files themselves are downloaded from /application. */
  documents: z.array(exportDocumentSchema),
  /** Status changes (submit, admin decisions) without the acting admin's identity. */
  history: z.array(
    z.object({
      action: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string().nullable(),
      at: timestampSchema,
    }),
  ),
});

const exportMessageSchema = z.object({
  id: z.string(),
  role: z.string(),
  text: z.string(),
  status: z.string(),
  /** Which AI service produced an answer (KVKK: to whom the text was transferred). */
  provider: z.string().nullable(),
  model: z.string().nullable(),
  createdAt: timestampSchema,
});

const exportTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  focus: z.string(),
  level: z.string(),
  createdAt: timestampSchema,
  lastMsgAt: optionalTimestamp,
  messages: z.array(exportMessageSchema),
});

const exportWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestampSchema,
  topics: z.array(exportTopicSchema),
});

const exportPaymentSchema = z.object({
  id: z.string(),
  merchantOid: z.string(),
  provider: z.string(),
  kind: z.string(),
  planCode: z.string(),
  periodMonths: z.number().int(),
  amountKurus: z.number().int(),
  currency: z.string(),
  status: z.string(),
  failedReason: z.string().nullable(),
  settledAt: optionalTimestamp,
  createdAt: timestampSchema,
});

const exportSubscriptionSchema = z.object({
  id: z.string(),
  planCode: z.string(),
  status: z.string(),
  months: z.number().int(),
  quotaInitial: z.number().int(),
  quotaRemaining: z.number().int(),
  periodStart: timestampSchema,
  periodEnd: timestampSchema,
  createdAt: timestampSchema,
});

const exportTrialSchema = z.object({
  startedAt: timestampSchema,
  endsAt: timestampSchema,
  questionsInitial: z.number().int(),
  questionsRemaining: z.number().int(),
});

/** GET /api/account/export (a JSON file download). */
export const dataExportSchema = z.object({
  format: z.literal('psikorehber-data-export/1'),
  exportedAt: timestampSchema,
  account: z.object({
    id: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    role: z.string(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    historyPurgedAt: optionalTimestamp,
  }),
  /** Signed-in devices: when and with which browser (no ids, tokens or IP addresses). */
  sessions: z.array(
    z.object({
      createdAt: timestampSchema,
      lastSeenAt: timestampSchema,
      expiresAt: timestampSchema,
      userAgent: z.string().nullable(),
    }),
  ),
  consents: z.object({
    privacyNotice: consentRecordSchema,
    explicitConsent: consentRecordSchema,
  }),
  application: exportApplicationSchema.nullable(),
  entitlements: z.object({
    subscriptions: z.array(exportSubscriptionSchema),
    trial: exportTrialSchema.nullable(),
    access: accessPolicySchema.pick({ mode: true, retentionUntil: true, historyPurgedAt: true }),
  }),
  payments: z.array(exportPaymentSchema),
  workspaces: z.array(exportWorkspaceSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;

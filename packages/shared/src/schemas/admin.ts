import { z } from 'zod';

import {
  ADMIN_DEFAULT_PAGE,
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZE_MAX,
  type ApplicationStatus,
  DEFAULT_REPORT_WINDOW,
  PAYMENT_REPORT_LIMIT,
  REPORT_WINDOWS,
} from '../constants';
import { normalizeApplicationStatus } from '../rules/application-status';
import { applicationDocumentSchema, applicationSchema } from './entities';

// Request and response contracts of the admin area (docs/requirements/api.md#api-admin).

/** A status name (PENDING means HOLD); null when it names no application status. */
function reviewStatus(value: string): ApplicationStatus | null {
  const status = normalizeApplicationStatus(value);
  return status === 'NONE' ? null : status;
}
const INVALID_STATUS = 'Geçersiz durum.'; // our wording, not in the requirements

const statusParam = z
  .string()
  .trim()
  .max(40)
  .refine((value) => value === '' || reviewStatus(value) !== null, INVALID_STATUS)
  .transform((value) => (value === '' ? undefined : (reviewStatus(value) ?? undefined)));

/**
 * GET /i/admin/applications query. `page` below 1 and `size` outside 1..100 are clamped rather
 * than refused, so a hand-edited URL still shows a list; unknown statuses are refused.
 */
export const adminApplicationsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: statusParam.optional(),
  /** Comma list, e.g. "SUBMITTED,PENDING". */
  statuses: z
    .string()
    .max(200)
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => !list || list.every((s) => reviewStatus(s) !== null), INVALID_STATUS)
    .transform((list) => list?.map((s) => reviewStatus(s)!)),
  page: z.coerce
    .number()
    .int()
    .catch(ADMIN_DEFAULT_PAGE)
    .default(ADMIN_DEFAULT_PAGE)
    .transform((n) => Math.max(1, n)),
  size: z.coerce
    .number()
    .int()
    .catch(ADMIN_PAGE_SIZE)
    .default(ADMIN_PAGE_SIZE)
    .transform((n) => Math.min(ADMIN_PAGE_SIZE_MAX, Math.max(1, n))),
});
export type AdminApplicationsQuery = z.output<typeof adminApplicationsQuerySchema>;

/** One row of the admin list: the application plus review facts. */
export const adminApplicationItemSchema = applicationSchema.extend({
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  documentCount: z.number().int().nonnegative(),
  hasAccount: z.boolean(),
});
export type AdminApplicationItem = z.infer<typeof adminApplicationItemSchema>;

export const adminApplicationsResponseSchema = z.object({
  ok: z.literal(true),
  items: z.array(adminApplicationItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type AdminApplicationsResponse = z.infer<typeof adminApplicationsResponseSchema>;

export const auditEntrySchema = z.object({
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /i/admin/applications/{id} and the answer of approve / reject / hold. */
export const adminApplicationDetailSchema = z.object({
  ok: z.literal(true),
  application: adminApplicationItemSchema,
  history: z.array(auditEntrySchema),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

/** GET /i/admin/applications/{id}/files (at most 10); download at /i/admin/files/{fileId}/download. */
export const adminFilesResponseSchema = z.object({
  ok: z.literal(true),
  files: z.array(applicationDocumentSchema),
});
export type AdminFilesResponse = z.infer<typeof adminFilesResponseSchema>;

export const reportWindowSchema = z
  .enum(REPORT_WINDOWS)
  .catch(DEFAULT_REPORT_WINDOW)
  .default(DEFAULT_REPORT_WINDOW);

export const paymentsSummaryQuerySchema = z.object({ window: reportWindowSchema });
export const paymentsListQuerySchema = z.object({
  window: reportWindowSchema,
  limit: z.coerce
    .number()
    .int()
    .catch(PAYMENT_REPORT_LIMIT)
    .default(PAYMENT_REPORT_LIMIT)
    .transform((n) => Math.min(PAYMENT_REPORT_LIMIT, Math.max(1, n))),
});

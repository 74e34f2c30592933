import { z } from 'zod';

import {
  applicationDocumentSchema,
  applicationSchema,
  applicationStatusSchema,
  currentUserSchema,
} from './entities';

// Response contracts of the accounts area (docs/requirements/api.md#api-auth,
// docs/requirements/api.md#api-apply, docs/requirements/api.md#api-forgot): the server's route
// schemas and the web's fetchers both use these.

/** The application status as the session and status calls report it; NONE = no application. */
export const applicationStateSchema = z.union([applicationStatusSchema, z.literal('NONE')]);
export type ApplicationState = z.infer<typeof applicationStateSchema>;

/** The signed-in user as GET /auth/me and login return it. */
export const sessionUserSchema = currentUserSchema.extend({
  applicationStatus: applicationStateSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /auth/me, POST /auth/login, POST /public/apply/set-password. */
export const sessionResponseSchema = z.object({ ok: z.literal(true), user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST /public/apply/draft and POST /apply/secure/upsert. */
export const draftResponseSchema = z.object({
  ok: z.literal(true),
  draftId: z.string(),
  id: z.string(),
});
export type DraftResponse = z.infer<typeof draftResponseSchema>;

/** POST /public/apply/request-code. */
export const codeSentResponseSchema = z.object({
  ok: z.literal(true),
  /** Seconds until a new code may be requested. */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/**
 * POST /public/apply/verify-code: the token for set-password, under both names
 * (docs/requirements/api.md#api-apply-verify-code).
 */
export const verifyCodeResponseSchema = z.object({
  ok: z.literal(true),
  verifyToken: z.string(),
  token: z.string(),
});
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;

/**
 * GET /public/apply/files (draft): `files`, as docs/requirements/api.md#api-apply-draft-files
 * says.
 */
export const documentListResponseSchema = z.object({
  ok: z.literal(true),
  files: z.array(applicationDocumentSchema),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

/** POST …/files/upload: `file`, as docs/requirements/api.md#api-apply-draft-files says. */
export const documentUploadResponseSchema = z.object({
  ok: z.literal(true),
  file: applicationDocumentSchema,
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;

/** GET /apply/secure/me. */
export const secureMeResponseSchema = z.object({
  ok: z.literal(true),
  application: applicationSchema.nullable(),
  documents: z.array(applicationDocumentSchema),
});
export type SecureMeResponse = z.infer<typeof secureMeResponseSchema>;

/** GET /apply/secure/status. */
export const applicationStatusResponseSchema = z.object({
  ok: z.literal(true),
  status: applicationStateSchema,
});
export type ApplicationStatusResponse = z.infer<typeof applicationStatusResponseSchema>;

/** GET /apply/me (404 when none), POST /apply/secure/update and /submit. */
export const applicationResponseSchema = z.object({
  ok: z.literal(true),
  application: applicationSchema,
});
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

/** Forgot step 1: always the same answer, whether or not the account exists. */
export const forgotRequestResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});

/**
 * Forgot step 2: the web reads data.resetToken (docs/requirements/api.md#api-forgot-verify); the
 * top-level copy is for convenience.
 */
export const forgotVerifyResponseSchema = z.object({
  ok: z.literal(true),
  resetToken: z.string(),
  data: z.object({ resetToken: z.string() }),
});
export type ForgotVerifyResponse = z.infer<typeof forgotVerifyResponseSchema>;

/** GET /api/dev/outbox (development only), newest first. */
export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

import { z } from 'zod';

import {
  MESSAGE_PAGE,
  QUESTION_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  TEXT_LIMITS,
} from '../constants';
import { FORM_MESSAGES, WORKSPACE_MESSAGES, WORKSPACE_UI_MESSAGES } from '../messages';
import { isRecord } from '../rules/raw-values';
import { requiredText } from './fields';

// Workspace bodies (docs/requirements/validation.md#val-workspace,
// docs/requirements/api.md#api-workspace).

/**
 * A workspace created without a name is called 'Workspace'
 * (docs/requirements/api.md#api-workspaces).
 */
export const DEFAULT_WORKSPACE_NAME = 'Workspace';

export const createWorkspaceSchema = z.object({
  name: z
    .string()
    .trim()
    .max(TEXT_LIMITS.topicTitle, FORM_MESSAGES.tooLong(TEXT_LIMITS.topicTitle))
    .nullish()
    .transform((name) => name || DEFAULT_WORKSPACE_NAME),
});
export type CreateWorkspaceBody = z.output<typeof createWorkspaceSchema>;

/**
 * The web retries topic creation with topicTitle and then topic_name; all three read as title
 * (docs/requirements/api.md#api-topics).
 */
export const createTopicSchema = z.preprocess(
  (body) =>
    isRecord(body) && body.title === undefined
      ? { ...body, title: body.topicTitle ?? body.topic_name }
      : body,
  z.object({ title: requiredText(WORKSPACE_MESSAGES.titleRequired, TEXT_LIMITS.topicTitle) }),
);
export type CreateTopicBody = z.output<typeof createTopicSchema>;

export const askSchema = z.object({
  text: z
    .string({ error: WORKSPACE_MESSAGES.questionRequired })
    .trim()
    .min(1, WORKSPACE_MESSAGES.questionRequired)
    .max(QUESTION_MAX_LENGTH, WORKSPACE_MESSAGES.questionTooLong(QUESTION_MAX_LENGTH)),
});
export type AskBody = z.output<typeof askSchema>;

// The supervision frame of a topic (issue 7): what kind of help, and for whom.
export const TOPIC_FOCUSES = ['auto', 'case', 'ethics', 'technique'] as const;
export type TopicFocus = (typeof TOPIC_FOCUSES)[number];
export const USER_LEVELS = ['student', 'early', 'experienced'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

/** The risk categories the engine screens every question for (issue 15). */
export const RISK_KINDS = [
  'suicide',
  'selfHarm',
  'harmToOthers',
  'childAbuse',
  'domesticViolence',
  'elderAbuse',
  'psychEmergency',
] as const;
export type RiskKind = (typeof RISK_KINDS)[number];
/** How the workspace names each category. */
export const RISK_LABELS: Record<RiskKind, string> = {
  suicide: 'intihar riski',
  selfHarm: 'kendine zarar verme',
  harmToOthers: 'başkasına zarar verme riski',
  childAbuse: 'çocuk istismarı veya ihmali',
  domesticViolence: 'aile içi / partner şiddeti',
  elderAbuse: 'yaşlı istismarı, ihmali veya sömürüsü',
  psychEmergency: 'psikiyatrik ya da tıbbi acil durum',
};

/** Turkish labels of the frame, shown next to the topic title. */
export const TOPIC_FOCUS_LABELS: Readonly<Record<TopicFocus, string>> = {
  auto: 'Otomatik',
  case: 'Vaka analizi',
  ethics: 'Etik danışma',
  technique: 'Teknik önerileri',
};
export const USER_LEVEL_LABELS: Readonly<Record<UserLevel, string>> = {
  student: 'Öğrenci',
  early: 'Mesleğin başında',
  experienced: 'Deneyimli',
};

/** POST /workspaces/v2/{ws}/topics also accepts the frame (defaults: auto, early). */
export const topicFrameSchema = z.object({
  focus: z.enum(TOPIC_FOCUSES).optional(),
  level: z.enum(USER_LEVELS).optional(),
});

/** PATCH /workspaces/v2/{ws}/topics/{topic}: rename and/or change the frame. */
export const updateTopicSchema = topicFrameSchema
  .extend({
    title: requiredText(WORKSPACE_MESSAGES.titleRequired, TEXT_LIMITS.topicTitle).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Değiştirilecek bir alan gönderin.', // our wording, not in the requirements
  });
export type UpdateTopicBody = z.output<typeof updateTopicSchema>;

/** GET /workspaces/v2/{ws}/search?q= */
export const workspaceSearchQuerySchema = z.object({
  q: z
    .string({ error: WORKSPACE_UI_MESSAGES.searchTooShort })
    .trim()
    .min(SEARCH_MIN_LENGTH, WORKSPACE_UI_MESSAGES.searchTooShort)
    .max(SEARCH_MAX_LENGTH, FORM_MESSAGES.tooLong(SEARCH_MAX_LENGTH)),
});

const isoTime = z.iso.datetime({ offset: true });

export const workspaceDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  systemPrompt: z.string().nullable(),
  createdAt: isoTime,
});
export type WorkspaceDto = z.infer<typeof workspaceDtoSchema>;

export const topicDtoSchema = z.object({
  id: z.string(),
  wsId: z.string(),
  title: z.string(),
  createdAt: isoTime,
  lastMsgAt: isoTime.nullable(),
  messageCount: z.number().int().nonnegative(),
  focus: z.enum(TOPIC_FOCUSES),
  level: z.enum(USER_LEVELS),
  /** Risk categories raised by any answer of the topic, first raised first (issue 15). */
  riskKinds: z.array(z.enum(RISK_KINDS)),
});
export type TopicDto = z.infer<typeof topicDtoSchema>;

/**
 * The true state of a message (issue 16): `partial` is an answer we cut short (time limit, provider
 * drop, restart) with text worth keeping; `error` is one with no answer text; `stopped` is the
 * user's own "Durdur" after some text.
 */
export const MESSAGE_STATUSES = ['complete', 'streaming', 'stopped', 'partial', 'error'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/**
 * Why an answer ended before it was complete. Every reason but `user_stop` is ours: its credit is
 * given back and one "Yeniden oluştur" is free (docs/decisions/010-answer-states-and-credits.md).
 */
export const END_REASONS = [
  'user_stop',
  'idle_timeout',
  'total_timeout',
  'provider_drop',
  'provider_error',
  'rate_limited',
  'interrupted',
] as const;
export type EndReason = (typeof END_REASONS)[number];
export const messageDtoSchema = z.object({
  id: z.string(),
  wsId: z.string(),
  topicId: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  createdAt: isoTime,
  /**
   * A streamed answer may be in progress or stopped by the user
   * (docs/requirements/data.md#data-answer-states).
   */
  status: z.enum(MESSAGE_STATUSES),
  /** The engine that wrote an answer ('offline' for the embedded one); null for questions. */
  provider: z.string().nullable().default(null),
  /** The masked text an external provider received for this answer (issue 15); else null. */
  sentText: z.string().nullable().default(null),
  /** Why a stopped, partial or failed answer ended (issue 16); null otherwise. */
  endReason: z.enum(END_REASONS).nullable().default(null),
  /** The answer may be written again in place (once; a regenerated answer cannot be). */
  canRegenerate: z.boolean().default(false),
  /** Regenerating costs no credit: we caused the failure. */
  regenerateFree: z.boolean().default(false),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

export const workspaceListSchema = z.object({
  ok: z.literal(true),
  items: z.array(workspaceDtoSchema),
});
export const workspaceResponseSchema = z.object({
  ok: z.literal(true),
  workspace: workspaceDtoSchema,
});
export const topicListSchema = z.object({ ok: z.literal(true), items: z.array(topicDtoSchema) });
export const topicResponseSchema = z.object({ ok: z.literal(true), topic: topicDtoSchema });
export const messageListSchema = z.object({
  ok: z.literal(true),
  items: z.array(messageDtoSchema),
});

// Paged history (issue 18, docs/decisions/013-paged-topic-history.md). GET …/messages without
// `limit` and `before` answers the whole topic as before; with either it answers one page, from the
// newest back. A page holds `limit` questions with their answers and begins with a question, so a
// pair never straddles two pages. `before` is the `nextCursor` of the previous page: clients pass
// it back as they got it.

/** Where a page ends: the oldest question of the page before it (its time to the microsecond). */
export interface MessageCursor {
  /** ISO 8601 in UTC with six decimals (PostgreSQL's precision). */
  at: string;
  id: string;
}

const CURSOR_PATTERN =
  /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function formatMessageCursor({ at, id }: MessageCursor): string {
  return `${at}_${id}`;
}

/** The cursor in `value`, or null unless it names a real instant and a message id. */
export function parseMessageCursor(value: string): MessageCursor | null {
  const match = CURSOR_PATTERN.exec(value);
  if (!match) return null;
  const [, seconds, micros, id] = match as unknown as [string, string, string, string];
  // Month 13 or 25 o'clock would pass the pattern; the database must never see them.
  const millis = `${seconds}.${micros.slice(0, 3)}Z`;
  const parsed = new Date(millis);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== millis) return null;
  return { at: `${seconds}.${micros}Z`, id };
}

/** GET …/messages?limit=&before= (both optional; neither: the whole topic, oldest first). */
export const messagePageQuerySchema = z.object({
  limit: z
    .string({ error: WORKSPACE_MESSAGES.pageLimit(MESSAGE_PAGE.maxPairs) })
    .regex(/^\d{1,3}$/, WORKSPACE_MESSAGES.pageLimit(MESSAGE_PAGE.maxPairs))
    .transform(Number)
    .refine(
      (limit) => limit >= 1 && limit <= MESSAGE_PAGE.maxPairs,
      WORKSPACE_MESSAGES.pageLimit(MESSAGE_PAGE.maxPairs),
    )
    .optional(),
  before: z
    .string({ error: WORKSPACE_MESSAGES.pageCursor })
    .max(200, WORKSPACE_MESSAGES.pageCursor)
    .transform((value, ctx) => {
      const cursor = parseMessageCursor(value);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: WORKSPACE_MESSAGES.pageCursor });
        return z.NEVER;
      }
      return cursor;
    })
    .optional(),
});
export type MessagePageQuery = z.output<typeof messagePageQuerySchema>;

/** One page of a topic's history: its messages oldest first, and whether older ones exist. */
export const messagePageSchema = z.object({
  ok: z.literal(true),
  items: z.array(messageDtoSchema),
  /** Older messages exist; ask for them with `before=nextCursor`. */
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** What the route may answer: the whole list (no paging fields) or a page. */
export const messagesResponseSchema = messageListSchema.extend({
  hasMore: z.boolean().optional(),
  nextCursor: z.string().nullable().optional(),
});

/** POST …/ask as JSON (without Accept: text/event-stream). */
export const askResponseSchema = z.object({
  ok: z.literal(true),
  question: messageDtoSchema,
  answer: messageDtoSchema,
  /** Credits or trial questions left after this question. */
  questionsLeft: z.number().int().nonnegative(),
});
export type AskResponse = z.infer<typeof askResponseSchema>;

export const searchHitSchema = z.object({
  topicId: z.string(),
  topicTitle: z.string(),
  messageId: z.string().nullable(),
  role: z.enum(['user', 'assistant']).nullable(),
  snippet: z.string(),
  createdAt: isoTime,
});
export const searchResponseSchema = z.object({
  ok: z.literal(true),
  items: z.array(searchHitSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * Server-Sent Events of a streamed ask or regeneration (issue 16): `start` {question, answer} (ids,
 * answer empty), `delta` {text}…, then one of `done` {answer, status, questionsLeft, riskKinds}
 * (the answer's stored final state), `cancelled` {questionsLeft} ("Durdur" before the first word:
 * the pair was removed and the credit returned) or `error` (the error body of
 * docs/requirements/errors.md#err-format, for a failure of our own server). The answer belongs to
 * the server: a client that goes away only stops listening; GET …/messages/{id}/stream resumes
 * with `snapshot` {answer} (the text so far) and then the same events.
 */
export const ASK_STREAM_EVENTS = [
  'start',
  'snapshot',
  'delta',
  'done',
  'cancelled',
  'error',
] as const;
export const askStreamStartSchema = z.object({
  question: messageDtoSchema,
  answer: messageDtoSchema,
});
export const askStreamSnapshotSchema = z.object({ answer: messageDtoSchema });
export const askStreamDeltaSchema = z.object({ text: z.string() });
export const askStreamDoneSchema = z.object({
  answer: messageDtoSchema,
  status: z.enum(['complete', 'stopped', 'partial', 'error']).default('complete'),
  /** Credits or trial questions left now (null when the stream was resumed without knowing). */
  questionsLeft: z.number().int().nonnegative().nullable(),
  /** Risk categories this answer raised; the topic keeps them (TopicDto.riskKinds). */
  riskKinds: z.array(z.enum(RISK_KINDS)).default([]),
});
export const askStreamCancelledSchema = z.object({
  questionsLeft: z.number().int().nonnegative().nullable(),
});

/** POST …/messages/{answer}/stop: the answer's stored state, or null when the pair was removed. */
export const stopAnswerResponseSchema = z.object({
  ok: z.literal(true),
  answer: messageDtoSchema.nullable(),
});

import { z } from 'zod';

import { QUESTION_MAX_LENGTH, TEXT_LIMITS } from '../constants';
import { FORM_MESSAGES, WORKSPACE_MESSAGES } from '../messages';
import { isRecord } from '../rules/raw-values';
import { requiredText } from './fields';

// Workspace bodies of SPEC §5 and §7.

/** SPEC §7: a workspace created without a name is called 'Workspace'. */
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

/** SPEC §7 retries topic creation with topicTitle and then topic_name; all three read as title. */
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

import { TEXT_LIMITS } from '@psikorehber/shared/constants';
import { WORKSPACE_MESSAGES } from '@psikorehber/shared/messages';
import { requiredText } from '@psikorehber/shared/schemas/fields';
import { z } from 'zod';

/**
 * The title field of the new-topic and rename forms ('Başlık zorunlu',
 * docs/requirements/validation.md#val-workspace).
 */
export const topicTitleFormSchema = z.object({
  title: requiredText(WORKSPACE_MESSAGES.titleRequired, TEXT_LIMITS.topicTitle),
});
export type TopicTitleFormInput = z.input<typeof topicTitleFormSchema>;
export type TopicTitleForm = z.output<typeof topicTitleFormSchema>;

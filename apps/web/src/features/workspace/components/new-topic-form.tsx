import { zodResolver } from '@hookform/resolvers/zod';
import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import type { TopicDto } from '@psikorehber/shared/schemas/workspace';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { paths } from '~/config/paths';
import { useCreateTopic } from '~/features/workspace/api/create-topic';
import {
  topicTitleFormSchema,
  type TopicTitleForm,
  type TopicTitleFormInput,
} from '~/features/workspace/topic-title-form';
import { isApiError } from '~/lib/api-client';
import { messageOr } from '~/lib/error-message';

/**
 * Topics need credit; the server answers 403 quota_exhausted or trial_exhausted
 * (docs/requirements/validation.md#val-workspace).
 */
function isNoCredit(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 403 &&
    (error.code === 'quota_exhausted' || error.code === 'trial_exhausted')
  );
}

interface NewTopicFormProps {
  wsId: string;
  onCreated: (topic: TopicDto) => void;
}

/**
 * The new-title form (docs/requirements/screens.md#scr-workspace-topics): 'Yeni oturum başlığı'
 * and 'Oluştur'.
 */
export function NewTopicForm({ wsId, onCreated }: NewTopicFormProps) {
  const fieldId = useId();
  const create = useCreateTopic(wsId);
  const form = useForm<TopicTitleFormInput, unknown, TopicTitleForm>({
    resolver: zodResolver(topicTitleFormSchema),
    defaultValues: { title: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ title }) => {
    create.reset();
    try {
      const topic = await create.mutateAsync({ title });
      form.reset({ title: '' });
      onCreated(topic);
    } catch {
      // The mutation's error is shown below the form.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField
        id={fieldId}
        label="Yeni oturum başlığı"
        placeholder="Örn. Kaygı bozukluğu vakası"
        autoComplete="off"
        required
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Button type="submit" loading={create.isPending}>
        Oluştur
      </Button>
      {create.isError ? (
        <Alert tone="error">
          <p>{messageOr(create.error, WORKSPACE_UI_MESSAGES.topicCreateFailed)}</p>
          {isNoCredit(create.error) ? (
            <Link to={paths.billingPlans} className={`${textLinkStyle} mt-1 inline-block`}>
              Planları görüntüle
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </form>
  );
}

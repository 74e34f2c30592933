import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MIN_LENGTH } from '@psikorehber/shared/constants';
import { CONTACT_MESSAGES } from '@psikorehber/shared/messages';
import {
  CONTACT_HONEYPOT_FIELD,
  contactBodySchema,
  type ContactBody,
} from '@psikorehber/shared/schemas/contact';
import { useForm } from 'react-hook-form';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { TextAreaField, TextField } from '~/components/text-field';
import { CONTACT_EMAIL } from '~/config/env';
import { useSendContactMessage } from '~/features/contact/api/send-contact-message';
import { contactFailure } from '~/features/contact/contact-outcome';

const FORM_FIELDS = ['name', 'email', 'subject', 'message'] as const;
type FormField = (typeof FORM_FIELDS)[number];

function isFormField(field: string | undefined): field is FormField {
  return FORM_FIELDS.some((name) => name === field);
}

const EMPTY: ContactBody = {
  name: '',
  email: '',
  subject: '',
  message: '',
  [CONTACT_HONEYPOT_FIELD]: '',
};

function EmailLine() {
  return (
    <p className="mt-1">
      E-posta:{' '}
      <a href={`mailto:${CONTACT_EMAIL}`} className={textLinkStyle}>
        {CONTACT_EMAIL}
      </a>
    </p>
  );
}

/**
 * The contact form (docs/requirements/validation.md#val-contact): validated on submit with the
 * shared schema, the server's answer below.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    send.reset();
    try {
      await send.mutateAsync(values);
      form.reset(EMPTY);
    } catch (error) {
      const failure = contactFailure(error);
      if (isFormField(failure.field)) form.setError(failure.field, { message: failure.message });
    }
  });

  const failure = send.isError ? contactFailure(send.error) : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label="İletişim formu"
    >
      <TextField
        id="contact-name"
        label="Ad soyad"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        id="contact-email"
        label="E-posta"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id="contact-subject"
        label="Konu (isteğe bağlı)"
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextAreaField
        id="contact-message"
        label="Mesajınız"
        rows={6}
        required
        hint={`En az ${String(CONTACT_MESSAGE_MIN_LENGTH)} karakter. Lütfen danışanlarınıza ait kişisel veya sağlık bilgisi yazmayın.`}
        error={errors.message?.message}
        {...form.register('message')}
      />

      {/* Honeypot: hidden from people and assistive technology, filled in only by bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Web siteniz (bu alanı boş bırakın)</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register(CONTACT_HONEYPOT_FIELD)}
        />
      </div>

      {send.isSuccess ? <Alert tone="success">{CONTACT_MESSAGES.sent}</Alert> : null}
      {failure ? (
        <Alert tone={failure.tone}>
          <p>{failure.message}</p>
          {failure.offerEmail ? <EmailLine /> : null}
        </Alert>
      ) : null}

      <p className="text-sm text-muted">
        Gönderdiğiniz bilgiler yalnızca talebinizi yanıtlamak için işlenir.
      </p>

      <div>
        <Button type="submit" loading={isSubmitting || send.isPending}>
          Mesajı gönder
        </Button>
      </div>
    </form>
  );
}

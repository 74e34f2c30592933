import { z } from 'zod';

import { CONTACT_MESSAGE_MIN_LENGTH, TEXT_LIMITS } from '../constants';
import { CONTACT_MESSAGES, FORM_MESSAGES } from '../messages';
import { emailField, optionalText, requiredText } from './fields';

// The contact form of docs/requirements/validation.md#val-contact; also the body of
// POST /public/contact.

export const contactFormSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, TEXT_LIMITS.contactName),
  email: emailField(CONTACT_MESSAGES.emailInvalid, CONTACT_MESSAGES.emailRequired),
  subject: optionalText(TEXT_LIMITS.contactSubject),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_MESSAGES.messageTooShort)
    .max(TEXT_LIMITS.contactMessage, FORM_MESSAGES.tooLong(TEXT_LIMITS.contactMessage)),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/**
 * The hidden "website" field of the contact form: people never see it, form-filling bots do. The
 * server answers a filled honeypot like a success but neither stores nor mails the message.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** Body of POST /public/contact: the form plus the honeypot. */
export const contactBodySchema = contactFormSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z.string().max(TEXT_LIMITS.contactSubject).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ ok: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

// The contact form (docs/requirements/validation.md#val-contact,
// docs/requirements/api.md#api-contact, docs/requirements/errors.md#err-contact): a visitor's
// message is stored and mailed to the team at once, so the visitor learns whether it went out. What
// CONTACT_FORM and the mail transport decide is described in
// docs/decisions/005-contact-form-delivery.md.
import { CONTACT_MAX_LINKS } from '@psikorehber/shared/constants';
import { CONTACT_MESSAGES } from '@psikorehber/shared/messages';
import { hasTooManyLinks } from '@psikorehber/shared/rules/contact';
import type { ContactForm } from '@psikorehber/shared/schemas/contact';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { hmacHex } from '../../lib/crypto';
import { deleteMail, enqueueMail } from '../../providers/mail/outbox';
import { contactMessageMail } from '../mail';
import { deleteContactMessage, insertContactMessage } from './repository';

/** How long the visitor waits for the mail server before being told to try again later. */
export const CONTACT_DELIVERY_TIMEOUT_MS = 15_000;
/**
 * The background sender leaves the mail alone this long: the request delivers it itself, and only
 * if the process dies in between does the outbox deliver it later.
 */
const OUTBOX_HOLD_MS = 10 * 60_000;

export type ContactSubmission = ContactForm & { website?: string | undefined };

export type ContactOutcome = 'sent' | 'dropped';

/**
 * Stores and mails one message. Throws 503 mail_not_configured when the form must not send mail,
 * 400 invalid_body for link-stuffed messages and 502 mail_send_failed when delivery fails (then
 * nothing is kept, because the visitor is told to send it again).
 */
export async function submitContactMessage(
  app: FastifyInstance,
  submission: ContactSubmission,
  ip: string,
): Promise<ContactOutcome> {
  if (app.config.contactForm === 'no-mail') throw new AppError('mail_not_configured');
  const { website, ...message } = submission;
  // A filled honeypot is a bot: it gets the usual answer, and nothing is stored or sent.
  if (website?.trim()) return 'dropped';
  if (hasTooManyLinks(message.message)) {
    const text = CONTACT_MESSAGES.tooManyLinks(CONTACT_MAX_LINKS);
    throw new AppError('invalid_body', text, [{ field: 'message', message: text }]);
  }

  const holdUntil = new Date(Date.now() + OUTBOX_HOLD_MS);
  const { messageId, mailId } = await app.db.transaction(async (tx) => {
    const messageId = await insertContactMessage(tx, {
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      ipHash: hmacHex(app.config.appSecret, ip),
    });
    if (!messageId) throw new Error('contact message insert returned no row');
    const mail = contactMessageMail(app.config.mail.contactTo, message);
    return { messageId, mailId: await enqueueMail(tx, mail, { holdUntil }) };
  });

  try {
    await app.mail.deliverNow(mailId, CONTACT_DELIVERY_TIMEOUT_MS);
  } catch (err) {
    // The sender and the text are not logged: they are the visitor's personal data.
    app.log.warn({ err, contactMessageId: messageId }, 'contact mail delivery failed');
    await app.db.transaction(async (tx) => {
      await deleteMail(tx, mailId);
      await deleteContactMessage(tx, messageId);
    });
    throw new AppError('mail_send_failed');
  }
  return 'sent';
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './transport';

/** Milliseconds: establishing the connection, the server's greeting, silence on the socket. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** Production delivery over SMTP (SMTP_URL), e.g. smtp://user:pass@smtp.example.com:587. */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // The outbox sender delivers one mail after another, and codes expire in 10 minutes: a mail
    // server that accepts connections but never answers must not hold the queue for nodemailer's
    // defaults (2 min to connect, 10 min of silence). The URL's query overrides these
    // (e.g. ?connectionTimeout=30000).
    this.transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

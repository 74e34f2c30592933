import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './transport';

/** Production delivery over SMTP (SMTP_URL), e.g. smtp://user:pass@smtp.example.com:587. */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Timeouts can be tuned in the URL's query (e.g. ?connectionTimeout=10000).
    this.transporter = nodemailer.createTransport(url);
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

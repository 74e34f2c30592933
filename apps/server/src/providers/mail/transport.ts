// Mail delivery behind one interface (docs/requirements/platform.md#plat-rules-providers). Every
// mail is first written to the outbox_mails table (in the caller's transaction); a transport then
// delivers it.
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

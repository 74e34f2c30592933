// The embedded payment provider (docs/requirements/payments.md#pay-sandbox): same protocol as
// PayTR, hosted by our own server under /sandbox/paytr. It remembers, in memory only, the 3-D
// Secure steps in progress and the outcome of each order (for the status inquiry) — never a card
// field.
import { randomToken } from '../../../lib/crypto';
import type { InquiryResult, PaymentGateway } from '../gateway';
import type { MerchantCredentials } from '../paytr-protocol';

/** Documented defaults (README), used when no PAYTR_* credentials are configured. */
export const SANDBOX_CREDENTIALS: MerchantCredentials = {
  merchantId: '100000',
  merchantKey: 'sandbox-merchant-key',
  merchantSalt: 'sandbox-merchant-salt',
};

export const SANDBOX_FORM_PATH = '/sandbox/paytr/odeme';

/** How long the 3-D Secure page stays valid, like a bank's SMS code. */
const THREE_D_TTL_MS = 10 * 60_000;
/** Bounds on the in-memory maps, so a script cannot grow them without limit. */
const MAX_PENDING = 10_000;
const MAX_OUTCOMES = 50_000;

export interface ThreeDSession {
  merchantOid: string;
  totalKurus: number;
  okUrl: string;
  failUrl: string;
  /** The always-failing test card was used: the bank declines after the 3-D step. */
  declines: boolean;
  testMode: string;
  expiresAt: number;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly pending = new Map<string, ThreeDSession>();
  private readonly outcomes = new Map<string, InquiryResult>();

  constructor(
    readonly credentials: MerchantCredentials,
    readonly testMode: boolean,
  ) {}

  formUrl(origin: string): string {
    return `${origin}${SANDBOX_FORM_PATH}`;
  }

  inquire(merchantOid: string): Promise<InquiryResult> {
    return Promise.resolve(this.outcomes.get(merchantOid) ?? { state: 'unknown' });
  }

  /** Starts a 3-D Secure step; returns its single-use id. */
  open(session: Omit<ThreeDSession, 'expiresAt'>, now: number): string {
    this.sweep(now);
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value!);
    const id = randomToken(24);
    this.pending.set(id, { ...session, expiresAt: now + THREE_D_TTL_MS });
    return id;
  }

  /** Takes (and forgets) a 3-D Secure step; undefined when unknown, used or expired. */
  take(id: string, now: number): ThreeDSession | undefined {
    const session = this.pending.get(id);
    this.pending.delete(id);
    return session && session.expiresAt > now ? session : undefined;
  }

  record(merchantOid: string, outcome: InquiryResult): void {
    if (this.outcomes.size >= MAX_OUTCOMES)
      this.outcomes.delete(this.outcomes.keys().next().value!);
    this.outcomes.set(merchantOid, outcome);
  }

  private sweep(now: number): void {
    for (const [id, session] of this.pending) if (session.expiresAt <= now) this.pending.delete(id);
  }
}

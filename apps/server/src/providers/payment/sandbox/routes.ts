// The sandbox provider's pages (docs/requirements/payments.md#pay-sandbox): the card form
// endpoint, the 3-D Secure step and, after it, the signed callback to our callback route and the
// redirect to the ok or fail URL — what PayTR does, so the whole purchase runs in a real browser
// with no outside network.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { acceptFormBodies } from '../../../http/form-body';
import type { Clock } from '../../../lib/clock';
import { callbackHash, paymentToken, parseLiraAmount } from '../paytr-protocol';
import { checkCard } from './card-checks';
import { sandboxErrorPage, SANDBOX_CSS, SANDBOX_CSS_PATH, threeDSecurePage } from './pages';
import { SANDBOX_FORM_PATH, type SandboxGateway, type ThreeDSession } from './sandbox-gateway';

export interface SandboxRouteOptions {
  gateway: SandboxGateway;
  clock: Clock;
  /** Our callback route, called in-process exactly as PayTR calls it over the network. */
  callbackPath: string;
  /** Origins the ok/fail redirects may point to (besides the request's own). */
  allowedOrigins: readonly string[];
}

const field = z.string().trim().max(2000);
const formSchema = z.object({
  merchant_id: field.min(1),
  user_ip: field.min(1),
  merchant_oid: field.regex(/^[A-Za-z0-9]{1,64}$/),
  email: field.min(1),
  payment_amount: field.min(1),
  payment_type: z.literal('card'),
  installment_count: field,
  currency: field,
  test_mode: field,
  non_3d: field,
  merchant_ok_url: field.min(1),
  merchant_fail_url: field.min(1),
  paytr_token: field.min(1),
  cc_owner: z.string().max(200).default(''),
  card_number: z.string().max(40).default(''),
  expiry_month: z.string().max(4).default(''),
  expiry_year: z.string().max(4).default(''),
  cvv: z.string().max(4).default(''),
});

const confirmSchema = z.object({
  session: z.string().min(1).max(100),
  decision: z.enum(['confirm', 'cancel']),
});

/** PayTR's failure codes the sandbox produces (docs/requirements/payments.md#pay-failure-codes). */
const FAILURES = {
  cancelled: { code: '6', message: 'Müşteri ödeme sayfasından ayrıldı.' },
  declined: { code: '0', message: 'Kart limiti yetersiz (sandbox reddeden test kartı).' },
};

export async function sandboxPaymentRoutes(
  app: FastifyInstance,
  options: SandboxRouteOptions,
): Promise<void> {
  const { gateway, clock } = options;
  acceptFormBodies(app);

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  app.get(SANDBOX_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(SANDBOX_CSS),
  );

  // The browser arrives here from our checkout page (or any shop, as with PayTR): no CSRF check.
  app.post(SANDBOX_FORM_PATH, { config: { csrf: false } }, async (request, reply) => {
    const parsed = formSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return page(reply, 400, sandboxErrorPage('Ödeme formu eksik veya hatalı.'));
    const form = parsed.data;
    const origins = new Set(
      [...options.allowedOrigins, `${request.protocol}://${request.host}`].map(originOf),
    );
    const okUrl = returnUrl(form.merchant_ok_url, origins);
    const failUrl = returnUrl(form.merchant_fail_url, origins);
    if (!okUrl || !failUrl) {
      return page(reply, 400, sandboxErrorPage('Dönüş adresleri bu mağazaya ait değil.'));
    }
    const expectedToken = paymentToken(form, gateway.credentials);
    if (form.merchant_id !== gateway.credentials.merchantId || form.paytr_token !== expectedToken) {
      request.log.warn(
        { merchantOid: form.merchant_oid },
        'sandbox refused a form with a bad paytr_token',
      );
      return page(reply, 400, sandboxErrorPage('paytr_token doğrulanamadı.', failUrl));
    }
    const totalKurus = parseLiraAmount(form.payment_amount);
    if (totalKurus === null || totalKurus <= 0) {
      return page(reply, 400, sandboxErrorPage('Ödeme tutarı hatalı.', failUrl));
    }
    const cardNumber = form.card_number.replace(/\s+/g, '');
    const verdict = checkCard(
      {
        holder: form.cc_owner,
        number: cardNumber,
        expiryMonth: form.expiry_month.trim(),
        expiryYear: form.expiry_year.trim(),
        cvv: form.cvv.trim(),
      },
      clock.now(),
    );
    if (!verdict.ok) return page(reply, 422, sandboxErrorPage(verdict.problem, failUrl));

    const sessionId = gateway.open(
      {
        merchantOid: form.merchant_oid,
        totalKurus,
        okUrl,
        failUrl,
        declines: verdict.declines,
        testMode: form.test_mode,
      },
      clock.now().getTime(),
    );
    return page(
      reply,
      200,
      threeDSecurePage({
        sessionId,
        merchantOid: form.merchant_oid,
        totalKurus,
        cardLast4: cardNumber.slice(-4),
      }),
    );
  });

  app.post('/sandbox/paytr/3d', { config: { csrf: false } }, async (request, reply) => {
    const parsed = confirmSchema.safeParse(request.body ?? {});
    const session = parsed.success
      ? gateway.take(parsed.data.session, clock.now().getTime())
      : undefined;
    if (!parsed.success || !session) {
      return page(reply, 410, sandboxErrorPage('Doğrulama oturumu bulunamadı veya süresi doldu.'));
    }
    const outcome =
      parsed.data.decision === 'cancel'
        ? ({ status: 'failed', failure: FAILURES.cancelled } as const)
        : session.declines
          ? ({ status: 'failed', failure: FAILURES.declined } as const)
          : ({ status: 'success', failure: undefined } as const);

    gateway.record(
      session.merchantOid,
      outcome.status === 'success'
        ? { state: 'paid', totalKurus: session.totalKurus }
        : { state: 'not_paid', reason: outcome.failure.message },
    );
    await notify(app, options, session, outcome.status, outcome.failure);
    return reply.redirect(outcome.status === 'success' ? session.okUrl : session.failUrl, 303);
  });
}

/** Sends the signed callback as PayTR does; a refusal is logged (PayTR would retry later). */
async function notify(
  app: FastifyInstance,
  options: SandboxRouteOptions,
  session: ThreeDSession,
  status: 'success' | 'failed',
  failure: { code: string; message: string } | undefined,
): Promise<void> {
  const totalAmount = status === 'success' ? String(session.totalKurus) : '0';
  const signed = { merchant_oid: session.merchantOid, status, total_amount: totalAmount };
  const payload = new URLSearchParams({
    ...signed,
    hash: callbackHash(signed, options.gateway.credentials),
    failed_reason_code: failure?.code ?? '',
    failed_reason_msg: failure?.message ?? '',
    test_mode: session.testMode,
    payment_type: 'card',
    currency: 'TL',
    payment_amount: String(session.totalKurus),
  }).toString();
  const response = await app.inject({
    method: 'POST',
    url: options.callbackPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
  if (response.statusCode !== 200 || response.body !== 'OK') {
    app.log.warn(
      { merchantOid: session.merchantOid, statusCode: response.statusCode },
      'sandbox callback was not acknowledged',
    );
  }
}

/** An absolute http(s) URL on one of `origins`, else null (no open redirect through the sandbox). */
function returnUrl(value: string, origins: ReadonlySet<string>): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return origins.has(url.origin) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** 'http://localhost:80' → 'http://localhost', so equal origins compare equal. */
function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

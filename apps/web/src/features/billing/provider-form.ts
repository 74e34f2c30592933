import { PAYTR_CARD_FIELDS } from '@psikorehber/shared/schemas/billing';

// The browser posts the card straight to the payment provider as an ordinary HTML form, so card
// data never touches our server (docs/requirements/api.md#api-provider-form). The form is built
// with DOM APIs (no markup strings, no inline script or style: the CSP allows neither) and posted
// with form.submit().

export interface ProviderCard {
  cardholderName: string;
  /** Digits only. */
  cardNumber: string;
  /** Two digits, e.g. '01'. */
  expiryMonth: string;
  /** Two digits, e.g. '30'. */
  expiryYear: string;
  cvv: string;
}

const CARD_FIELD_NAMES = new Set<string>(Object.values(PAYTR_CARD_FIELDS));

/** Only http(s) addresses are posted to; anything else is refused before a card leaves the page. */
function providerUrl(postUrl: string): string {
  const url = new URL(postUrl, window.location.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Unsupported payment address: ${url.protocol}`);
  }
  return url.href;
}

/**
 * Builds the hidden provider form (the server's fields plus the card fields), submits it and
 * removes it as soon as the page is left, so no card value stays in a cached page.
 */
export function postToProvider(
  postUrl: string,
  fields: Readonly<Record<string, string>>,
  card: ProviderCard,
): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = providerUrl(postUrl);
  form.acceptCharset = 'UTF-8';
  form.hidden = true;

  const add = (name: string, value: string) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  };
  // The card fields come from the person only, whatever the server's list holds.
  for (const [name, value] of Object.entries(fields)) {
    if (!CARD_FIELD_NAMES.has(name)) add(name, value);
  }
  add(PAYTR_CARD_FIELDS.cardholderName, card.cardholderName);
  add(PAYTR_CARD_FIELDS.cardNumber, card.cardNumber);
  add(PAYTR_CARD_FIELDS.expiryMonth, card.expiryMonth);
  add(PAYTR_CARD_FIELDS.expiryYear, card.expiryYear);
  add(PAYTR_CARD_FIELDS.cvv, card.cvv);

  document.body.append(form);
  window.addEventListener('pagehide', () => form.remove(), { once: true });
  form.submit();
}

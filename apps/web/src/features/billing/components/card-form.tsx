import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '@psikorehber/shared/messages';
import {
  formatCardNumberInput,
  isCardExpired,
  isLuhnValid,
  providerExpiry,
} from '@psikorehber/shared/rules/card';
import { checkoutCardFormSchema } from '@psikorehber/shared/schemas/billing';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { FormErrorSummary } from '~/components/form-error-summary';
import { TextField } from '~/components/text-field';
import { paths } from '~/config/paths';
import {
  prepareErrorText,
  usePrepareDirectPayment,
  type PrepareOrder,
} from '~/features/billing/api/prepare-direct-payment';
import { postToProvider } from '~/features/billing/provider-form';
import { isApiError } from '~/lib/api-client';

// The card form of docs/requirements/validation.md#val-checkout and
// docs/requirements/api.md#api-provider-form. Card values live only in this form's memory: they are
// never sent to our API, logged or stored; on submit they go into the provider form and nowhere
// else.

const invalid = CHECKOUT_MESSAGES.cardFieldsInvalid;

/** The shared schema plus what only the browser checks: the Luhn digit and an expiry not past. */
const cardFormSchema = checkoutCardFormSchema.superRefine((card, ctx) => {
  if (!isLuhnValid(card.cardNumber)) {
    ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: invalid });
  }
  if (isCardExpired(card.expiryMonth, card.expiryYear)) {
    ctx.addIssue({ code: 'custom', path: ['expiryMonth'], message: invalid });
    ctx.addIssue({ code: 'custom', path: ['expiryYear'], message: invalid });
  }
});

export const CARD_FIELD_LABELS = {
  cardholderName: 'Kart Üzerindeki İsim',
  cardNumber: 'Kart Numarası',
  expiryMonth: 'Son Kullanma Ayı',
  expiryYear: 'Son Kullanma Yılı',
  cvv: 'CVV',
} as const;

const FIELDS = [
  { name: 'cardholderName', id: 'card-holder', label: CARD_FIELD_LABELS.cardholderName },
  { name: 'cardNumber', id: 'card-number', label: CARD_FIELD_LABELS.cardNumber },
  { name: 'expiryMonth', id: 'card-expiry-month', label: CARD_FIELD_LABELS.expiryMonth },
  { name: 'expiryYear', id: 'card-expiry-year', label: CARD_FIELD_LABELS.expiryYear },
  { name: 'cvv', id: 'card-cvv', label: CARD_FIELD_LABELS.cvv },
] as const;

const EMPTY_CARD = {
  cardholderName: '',
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  cvv: '',
};

/**
 * Any empty field gives the "fill in every field" text
 * (docs/requirements/validation.md#val-checkout), otherwise "check the card".
 */
function summaryTitle(errors: FieldErrors): string {
  const required = FIELDS.some(
    (field) => errors[field.name]?.message === CHECKOUT_MESSAGES.cardFieldsRequired,
  );
  return required ? CHECKOUT_MESSAGES.cardFieldsRequired : invalid;
}

const keepDigits = (value: string) => value.replace(/\D/g, '');

/**
 * A field's error props: an empty field is marked invalid (the summary says why); a wrong one also
 * shows the "check the card" text under it.
 */
function fieldState(message: string | undefined) {
  return {
    error: message === CHECKOUT_MESSAGES.cardFieldsRequired ? undefined : message,
    'aria-invalid': message ? true : undefined,
    className: 'aria-invalid:border-red-600',
  } as const;
}

interface CardFormProps {
  order: PrepareOrder;
  /** Buying is blocked (application not approved): the form shows but cannot be sent. */
  disabled?: boolean;
}

export function CardForm({ order, disabled = false }: CardFormProps) {
  const prepare = usePrepareDirectPayment();
  const [redirecting, setRedirecting] = useState(false);
  const [postFailed, setPostFailed] = useState(false);
  const form = useForm({ resolver: zodResolver(cardFormSchema), defaultValues: EMPTY_CARD });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;

  // Leaving the page (to the provider, or into the back-forward cache) forgets the typed card; coming
  // back from that cache (the Back button on the provider's page) makes the form usable again.
  useEffect(() => {
    const forget = () => reset(EMPTY_CARD);
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pagehide', forget);
    window.addEventListener('pageshow', restore);
    return () => {
      window.removeEventListener('pagehide', forget);
      window.removeEventListener('pageshow', restore);
    };
  }, [reset]);

  const onSubmit = form.handleSubmit(async (card) => {
    prepare.reset();
    setPostFailed(false);
    const prepared = await prepare.mutateAsync(order).catch(() => null);
    if (!prepared) return;
    const expiry = providerExpiry(card.expiryMonth, card.expiryYear);
    try {
      if (!expiry) throw new Error('unreadable expiry');
      postToProvider(prepared.postUrl, prepared.fields, {
        cardholderName: card.cardholderName,
        cardNumber: card.cardNumber,
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        cvv: card.cvv,
      });
      setRedirecting(true);
    } catch {
      setPostFailed(true);
    }
  });

  const cardNumber = form.register('cardNumber');
  const expiryMonth = form.register('expiryMonth');
  const expiryYear = form.register('expiryYear');
  const cvv = form.register('cvv');
  const busy = isSubmitting || prepare.isPending || redirecting;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Kart bilgileri"
      className="flex flex-col gap-5"
    >
      {/* The required text once (docs/requirements/validation.md#val-checkout), then links to
          the fields to fix: each message would only repeat it. */}
      <FormErrorSummary
        title={summaryTitle(errors)}
        lead="Kontrol edilecek alanlar:"
        errors={errors}
        fields={FIELDS}
        showMessages={false}
      />
      {prepare.isError ? (
        <Alert tone="error" title={PAYMENT_MESSAGES.prepareFailed}>
          <p>{prepareErrorText(prepare.error)}</p>
          {isApiError(prepare.error, 'amount_mismatch') ? (
            <Link to={paths.billingPlans} className={`${textLinkStyle} mt-2 inline-block`}>
              Planlara dön
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {postFailed ? <Alert tone="error">{PAYMENT_MESSAGES.failed}</Alert> : null}

      <TextField
        id="card-holder"
        label={CARD_FIELD_LABELS.cardholderName}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        required
        {...fieldState(errors.cardholderName?.message)}
        {...form.register('cardholderName')}
      />
      <TextField
        id="card-number"
        label={CARD_FIELD_LABELS.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={23}
        spellCheck={false}
        required
        {...fieldState(errors.cardNumber?.message)}
        {...cardNumber}
        onChange={(event) => {
          event.target.value = formatCardNumberInput(event.target.value);
          return cardNumber.onChange(event);
        }}
      />
      <div className="grid grid-cols-3 gap-4">
        <TextField
          id="card-expiry-month"
          label={CARD_FIELD_LABELS.expiryMonth}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="AA"
          maxLength={2}
          required
          {...fieldState(errors.expiryMonth?.message)}
          {...expiryMonth}
          onChange={(event) => {
            event.target.value = keepDigits(event.target.value);
            return expiryMonth.onChange(event);
          }}
        />
        <TextField
          id="card-expiry-year"
          label={CARD_FIELD_LABELS.expiryYear}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YY"
          maxLength={4}
          required
          {...fieldState(errors.expiryYear?.message)}
          {...expiryYear}
          onChange={(event) => {
            event.target.value = keepDigits(event.target.value);
            return expiryYear.onChange(event);
          }}
        />
        <TextField
          id="card-cvv"
          label={CARD_FIELD_LABELS.cvv}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          {...fieldState(errors.cvv?.message)}
          {...cvv}
          onChange={(event) => {
            event.target.value = keepDigits(event.target.value);
            return cvv.onChange(event);
          }}
        />
      </div>

      <p className="text-sm text-muted">
        Kart bilgileriniz doğrudan ödeme kuruluşuna iletilir; sunucularımıza gönderilmez ve
        saklanmaz.
      </p>
      <Button type="submit" loading={busy} disabled={disabled}>
        Ödemeyi Tamamla
      </Button>
      <p role="status" className="text-sm text-muted">
        {redirecting ? 'Ödeme sayfasına yönlendiriliyorsunuz…' : ''}
      </p>
    </form>
  );
}

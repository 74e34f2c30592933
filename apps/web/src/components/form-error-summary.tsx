import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface SummaryField {
  /** The form field's name, as react-hook-form knows it. */
  name: string;
  /** The id of the control, so the summary can link to it. */
  id: string;
  label: string;
}

/**
 * The summary's heading unless a form passes its own (the apply form has the one the requirements
 * give: docs/requirements/validation.md#val-apply).
 */
export const DEFAULT_SUMMARY_TITLE = 'Lütfen işaretli alanları düzeltin.';

interface FormErrorSummaryProps<T extends FieldValues> {
  title?: string;
  /** A line between the title and the list (the card form's 'Kontrol edilecek alanlar:'). */
  lead?: string;
  errors: FieldErrors<T>;
  /** The fields in the order the form shows them; errors of other names are not listed. */
  fields: readonly SummaryField[];
  /**
   * False lists the field names alone, for a form whose title already says what is wrong (the card
   * form: each message would only repeat it).
   */
  showMessages?: boolean;
}

function errorMessage(errors: FieldErrors, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The list of wrong fields shown above a form after a failed submit
 * (docs/requirements/validation.md#val-apply). Each entry links to its control; role="alert"
 * announces the summary as it appears.
 */
export function FormErrorSummary<T extends FieldValues>({
  title = DEFAULT_SUMMARY_TITLE,
  lead,
  errors,
  fields,
  showMessages = true,
}: FormErrorSummaryProps<T>) {
  const wrong = fields.flatMap((field) => {
    const message = errorMessage(errors as FieldErrors, field.name);
    return message ? [{ ...field, message }] : [];
  });
  if (wrong.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{title}</p>
      {lead ? <p className="mt-1 text-sm">{lead}</p> : null}
      <ul className={`${lead ? 'mt-1' : 'mt-2'} list-disc space-y-1 pl-5 text-sm`}>
        {wrong.map((field) => (
          <li key={field.name}>
            <a
              href={`#${field.id}`}
              className="underline underline-offset-2"
              onClick={(event) => {
                // Focus the control itself; a plain fragment link would only scroll to it.
                const control = document.getElementById(field.id);
                if (control) {
                  event.preventDefault();
                  control.focus();
                }
              }}
            >
              {field.label}
            </a>
            {showMessages ? `: ${field.message}` : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

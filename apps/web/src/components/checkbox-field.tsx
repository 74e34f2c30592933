import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, fieldAria, RequiredMark } from '~/components/text-field';

type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'required'
> & {
  id: string;
  /** The statement the person agrees to; may contain links (they do not toggle the box). */
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled checkbox whose error is tied to it (aria-invalid, aria-describedby). */
export function CheckboxField({
  id,
  label,
  error,
  required,
  ref,
  ...inputProps
}: CheckboxFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          {...fieldAria(id, { error, required })}
          className={`mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700 ${
            error ? 'outline-2 outline-red-600' : ''
          }`}
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={id} error={error} className="pl-8" />
    </div>
  );
}

import type { ChangeEvent, ReactNode, Ref } from 'react';
import { FieldFrame, fieldAria } from './text-field';

interface FileFieldProps {
  id: string;
  label: ReactNode;
  accept: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-file input with its hint and error tied to it for assistive technology. */
export function FileField({
  id,
  label,
  accept,
  hint,
  error,
  disabled,
  onChange,
  ref,
}: FileFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        ref={ref}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={onChange}
        {...fieldAria(id, { error, hint })}
        className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-ink file:mr-3 file:min-h-11 file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 disabled:opacity-60"
      />
    </FieldFrame>
  );
}

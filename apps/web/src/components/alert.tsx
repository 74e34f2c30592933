import type { ReactNode } from 'react';

type AlertTone = 'error' | 'success' | 'info' | 'warning';

const toneStyles: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
};

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A message box. Errors and warnings are announced at once (role="alert"); success and info
 * politely (role="status").
 */
export function Alert({ tone = 'info', title, children, className = '' }: AlertProps) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div
      role={role}
      className={`rounded-lg border px-4 py-3 text-sm ${toneStyles[tone]} ${className}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
    </div>
  );
}

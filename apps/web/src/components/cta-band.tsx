import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CtaBandProps {
  id: string;
  title: string;
  children?: ReactNode;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}

const primaryStyle =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 transition-colors hover:bg-brand-50';
const secondaryStyle =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-white/10';

/** A closing call to action on a dark brand background (focus rings switch to white here). */
export function CtaBand({ id, title, children, primary, secondary }: CtaBandProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10 sm:py-12 [&_:focus-visible]:outline-white"
    >
      <h2 id={id} className="max-w-2xl text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {children ? <div className="mt-3 max-w-2xl text-lg text-brand-50">{children}</div> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={primary.to} className={primaryStyle}>
          {primary.label}
        </Link>
        {secondary ? (
          <Link to={secondary.to} className={secondaryStyle}>
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

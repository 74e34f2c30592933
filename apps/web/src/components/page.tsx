import type { ReactNode } from 'react';
import { useDocumentTitle } from '~/lib/use-document-title';

interface PageProps {
  /** The page's <h1> and, suffixed with the site name, its document title. */
  title: string;
  /** The whole document title when it should say more than the heading (public pages). */
  documentTitle?: string;
  /** A lead paragraph under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
}

export function Page({ title, documentTitle, lead, children }: PageProps) {
  useDocumentTitle(title, documentTitle);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{lead}</p> : null}
      {children}
    </div>
  );
}

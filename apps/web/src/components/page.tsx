import type { ReactNode } from 'react';
import { useDocumentTitle } from '~/lib/use-document-title';

interface PageProps {
  /** The page's <h1> and, suffixed with the site name, its document title. */
  title: string;
  children?: ReactNode;
}

export function Page({ title, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

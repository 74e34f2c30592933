import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SiteFooter } from '~/app/layout/site-footer';
import { SiteHeader } from '~/app/layout/site-header';
import { useRouteHead } from '~/lib/use-route-head';

function SiteShell({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow"
      >
        İçeriğe geç
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} aria-busy={busy} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Header, main landmark and footer around every page; scroll goes to the top on each navigation. */
export function RootLayout() {
  const navigation = useNavigation();
  useRouteHead();
  return (
    <SiteShell busy={navigation.state !== 'idle'}>
      <Outlet />
      <ScrollRestoration />
    </SiteShell>
  );
}

/** Shown while the first page's code loads, so the header and footer appear at once. */
export function RootLayoutFallback() {
  return (
    <SiteShell busy>
      <p role="status" className="sr-only">
        Yükleniyor…
      </p>
    </SiteShell>
  );
}

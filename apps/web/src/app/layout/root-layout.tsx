import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { SiteFooter } from '~/app/layout/site-footer';
import { SiteHeader } from '~/app/layout/site-header';
import { Alert } from '~/components/alert';
import { readFlash } from '~/lib/flash';
import { useForgetSignedInStateOnArrival } from '~/lib/signed-in-state';
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

/** A notice the previous page left in the history state (lib/flash.ts), above the page. */
function FlashNotice() {
  const flash = readFlash(useLocation().state);
  if (!flash) return null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
      <Alert tone="success">{flash}</Alert>
    </div>
  );
}

/** Header, main landmark and footer around every page; scroll goes to the top on each navigation. */
export function RootLayout() {
  const navigation = useNavigation();
  useRouteHead();
  useForgetSignedInStateOnArrival();
  return (
    <SiteShell busy={navigation.state !== 'idle'}>
      <FlashNotice />
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

import {
  createBrowserRouter,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { RootLayout, RootLayoutFallback } from '~/app/layout/root-layout';
import { paths } from '~/config/paths';
import { RouteErrorBoundary } from '~/app/route-error-boundary';
import {
  RedirectAdminToPanel,
  RedirectSignedInFromLogin,
  RequireAdmin,
  RequireApproved,
  RequireSignedIn,
} from '~/app/guards';

/** A redirect that keeps the request's query parameters; `set` adds or overrides some, listed first. */
function redirectWithQuery(request: Request, to: string, set: Record<string, string> = {}) {
  const params = new URLSearchParams(set);
  new URL(request.url).searchParams.forEach((value, key) => {
    if (!(key in set)) params.append(key, value);
  });
  const search = params.toString();
  return replace(search ? `${to}?${search}` : to);
}

const redirectTo =
  (to: string, set?: Record<string, string>) =>
  ({ request }: LoaderFunctionArgs) =>
    redirectWithQuery(request, to, set);

// Every page is its own chunk (route-level code splitting): the landing page loads no other page.
// `lazy` is the function form on purpose: React Router clears the keys of an object-form `lazy`
// in place, which would break a second router over these same objects (the tests build many).
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: RootLayoutFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Page errors render inside the layout, keeping the header and footer.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('~/features/marketing/pages/landing-page')).LandingPage,
            }),
          },
          {
            path: paths.apply,
            lazy: async () => ({
              Component: (await import('~/features/apply/pages/apply-page')).ApplyPage,
            }),
          },
          {
            path: paths.forgotPassword,
            lazy: async () => ({
              Component: (await import('~/features/auth/pages/forgot-password-page'))
                .ForgotPasswordPage,
            }),
          },
          {
            path: paths.setPassword,
            lazy: async () => ({
              Component: (await import('~/features/auth/pages/set-password-page')).SetPasswordPage,
            }),
          },
          {
            path: paths.pricing,
            lazy: async () => ({
              Component: (await import('~/features/marketing/pages/pricing-page')).PricingPage,
            }),
          },
          {
            path: paths.services,
            lazy: async () => ({
              Component: (await import('~/features/marketing/pages/services-page')).ServicesPage,
            }),
          },
          {
            path: paths.about,
            lazy: async () => ({
              Component: (await import('~/features/marketing/pages/about-page')).AboutPage,
            }),
          },
          {
            path: paths.privacy,
            lazy: async () => ({
              Component: (await import('~/features/marketing/pages/privacy-page')).PrivacyPage,
            }),
          },
          {
            path: paths.terms,
            lazy: async () => ({
              Component: (await import('~/features/marketing/pages/terms-page')).TermsPage,
            }),
          },
          {
            path: paths.contact,
            lazy: async () => ({
              Component: (await import('~/features/contact/pages/contact-page')).ContactPage,
            }),
          },
          {
            path: paths.faq,
            lazy: async () => ({
              Component: (await import('~/features/faq/pages/faq-page')).FaqPage,
            }),
          },
          {
            path: paths.billingPlans,
            lazy: async () => ({
              Component: (await import('~/features/billing/pages/billing-plans-page'))
                .BillingPlansPage,
            }),
          },
          // Guards (app/guards.tsx, docs/requirements/permissions.md#perm-redirects) as pathless
          // layout routes around the pages they protect.
          {
            Component: RedirectSignedInFromLogin,
            children: [
              {
                path: paths.login,
                lazy: async () => ({
                  Component: (await import('~/features/auth/pages/login-page')).LoginPage,
                }),
              },
            ],
          },
          {
            Component: RequireSignedIn,
            children: [
              {
                path: paths.application,
                lazy: async () => ({
                  Component: (await import('~/features/application/pages/application-page'))
                    .ApplicationPage,
                }),
              },
              {
                path: paths.billing,
                lazy: async () => ({
                  Component: (await import('~/features/billing/pages/billing-page')).BillingPage,
                }),
              },
              {
                path: paths.billingCheckout,
                lazy: async () => ({
                  Component: (await import('~/features/billing/pages/checkout-page')).CheckoutPage,
                }),
              },
              {
                path: paths.billingResult,
                lazy: async () => ({
                  Component: (await import('~/features/billing/pages/billing-result-page'))
                    .BillingResultPage,
                }),
              },
              {
                Component: RedirectAdminToPanel,
                children: [
                  {
                    path: paths.dashboard,
                    lazy: async () => ({
                      Component: (await import('~/features/dashboard/pages/dashboard-page'))
                        .DashboardPage,
                    }),
                  },
                ],
              },
              {
                Component: RequireApproved,
                children: [
                  {
                    path: paths.workspace,
                    lazy: async () => ({
                      Component: (await import('~/features/workspace/pages/workspace-page'))
                        .WorkspacePage,
                    }),
                  },
                ],
              },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              {
                path: paths.admin,
                lazy: async () => ({
                  Component: (await import('~/features/admin/pages/admin-applications-page'))
                    .AdminApplicationsPage,
                }),
              },
              {
                path: paths.adminApplication,
                lazy: async () => ({
                  Component: (await import('~/features/admin/pages/admin-application-detail-page'))
                    .AdminApplicationDetailPage,
                }),
              },
              {
                path: paths.adminPaymentsReport,
                lazy: async () => ({
                  Component: (await import('~/features/admin/pages/admin-payments-report-page'))
                    .AdminPaymentsReportPage,
                }),
              },
              {
                // Unknown admin addresses are not-found pages, but only admins learn that.
                path: `${paths.admin}/*`,
                lazy: async () => ({
                  Component: (await import('~/features/errors/pages/not-found-page')).NotFoundPage,
                }),
              },
            ],
          },
          // Redirect-only addresses (docs/requirements/screens.md#scr-redirects); `element: null`
          // says they render nothing on purpose.
          { path: paths.plans, loader: redirectTo(paths.pricing), element: null },
          { path: paths.myApplication, loader: redirectTo(paths.application), element: null },
          {
            path: paths.billingSuccess,
            loader: redirectTo(paths.billingResult, { status: 'success' }),
            element: null,
          },
          {
            path: paths.billingFail,
            loader: redirectTo(paths.billingResult, { status: 'fail' }),
            element: null,
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('~/features/errors/pages/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

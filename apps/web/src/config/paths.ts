import { generatePath } from 'react-router';

// Every route (docs/requirements/screens.md#scr-routes), in one typed map
// (docs/requirements/platform.md#plat-rules-web). Links and redirects use these, never literals.
export const paths = {
  home: '/',
  apply: '/apply',
  login: '/login',
  forgotPassword: '/forgot',
  setPassword: '/set-password',
  pricing: '/pricing',
  services: '/services',
  billingPlans: '/billing/plans',
  plans: '/plans',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  application: '/application',
  myApplication: '/my-application',
  dashboard: '/dashboard',
  workspace: '/workspace',
  billing: '/billing',
  billingCheckout: '/billing/checkout',
  billingSuccess: '/billing/success',
  billingFail: '/billing/fail',
  billingResult: '/billing/result',
  admin: '/admin',
  adminApplication: '/admin/applications/:id',
  adminPaymentsReport: '/admin/reports/payments',
} as const;

export function adminApplicationPath(id: string | number): string {
  return generatePath(paths.adminApplication, { id: String(id) });
}

import { Page } from '~/components/page';

// Placeholder until this screen's issue builds it (SPEC §2).
export function BillingResultPage() {
  return <Page title="Ödeme sonucu" />;
}

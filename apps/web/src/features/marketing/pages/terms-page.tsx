import { Page } from '~/components/page';

// Placeholder until this screen's issue builds it (SPEC §2).
export function TermsPage() {
  return <Page title="Kullanım Koşulları" />;
}

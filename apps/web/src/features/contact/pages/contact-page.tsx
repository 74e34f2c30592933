import { Page } from '~/components/page';

// Placeholder until this screen's issue builds it (SPEC §2).
export function ContactPage() {
  return <Page title="İletişim" />;
}

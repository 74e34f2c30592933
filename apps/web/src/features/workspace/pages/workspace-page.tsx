import { Page } from '~/components/page';

// Placeholder until this screen's issue builds it (SPEC §2).
export function WorkspacePage() {
  return <Page title="Çalışma Alanı" />;
}

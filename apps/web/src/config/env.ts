import { trimTrailingSlashes } from '~/lib/url';

// The web app's build-time environment, read once (docs/requirements/api.md#api-base,
// docs/requirements/platform.md#plat-rules-web).
const DEFAULT_API_BASE = '/api';

function readApiBase(raw: string | undefined): string {
  const value = raw?.trim();
  return trimTrailingSlashes(value ? value : DEFAULT_API_BASE);
}

export const API_BASE: string = readApiBase(import.meta.env.VITE_API_BASE);

/** Shown wherever visitors may write to the team (contact page, privacy notice, terms). */
const DEFAULT_CONTACT_EMAIL = 'iletisim@psikorehber.com.tr';

export const CONTACT_EMAIL: string =
  import.meta.env.VITE_CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL;

import { trimTrailingSlashes } from '~/lib/url';

// The web app's only environment input, read once (SPEC §1, STYLE 9).
const DEFAULT_API_BASE = '/api';

function readApiBase(raw: string | undefined): string {
  const value = raw?.trim();
  return trimTrailingSlashes(value ? value : DEFAULT_API_BASE);
}

export const API_BASE: string = readApiBase(import.meta.env.VITE_API_BASE);

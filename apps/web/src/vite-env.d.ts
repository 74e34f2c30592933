/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * API base address (docs/requirements/api.md#api-base); defaults to '/api'. May be absolute for a
   * separate API host.
   */
  readonly VITE_API_BASE?: string;
  /** The team's public e-mail address shown on the site; defaults to iletisim@psikorehber.com.tr. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

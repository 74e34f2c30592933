/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base address (SPEC §1); defaults to '/api'. May be absolute for a separate API host. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own (default: same origin, paths under /api). */
  readonly VITE_API_BASE_URL?: string;
  /** The address the help centre offers for support questions (default support@remote-hiring.local). */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

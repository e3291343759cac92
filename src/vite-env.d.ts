/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_PAYMENTS?: string;
  readonly VITE_HOST_SLUGS?: string;
  readonly VITE_LANDING_SLUGS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/// <reference types="vite/client" />

/** The build-time settings vite.config.ts defines, checked and defaulted by config/build-env.ts. */
interface ImportMetaEnv {
  readonly VITE_SITE_URL: string;
  readonly VITE_FORM_ENDPOINT: string;
  readonly VITE_FORM_ACCESS_KEY: string;
  /** The language the build renders (app/lib/site-language.ts); unset means English. */
  readonly VITE_SITE_LANG?: string;
}

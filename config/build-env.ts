/**
 * The build's settings, read once: from the `.env` files and the process environment exactly the way
 * Vite reads them (`loadEnv`: `.env`, `.env.local`, `.env.[mode]`, `.env.[mode].local`, the process
 * environment winning), checked with zod, defaults written here and nowhere else. The app gets the
 * checked values through vite.config.ts (`define`); postbuild, the link checker, the company profile,
 * check:hosts and the server import this module. A wrong value stops the build with the variable's name.
 */
// The server imports build-dir.ts only: Vite is a development tool, not on a production server.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../contract/languages";
import { buildDirectory } from "./build-dir";

export { buildDirectory, defaultBuildDir } from "./build-dir";

/** Unset or blank means the default. */
const orDefault = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === "" ? fallback : raw.trim()));

const isUrl = (value: string) => URL.canParse(value);

const schema = z.object({
  /** The public origin, for canonical links, Open Graph URLs, JSON-LD, the sitemap and the profile. */
  VITE_SITE_URL: orDefault("https://www.deltaforge.example")
    .pipe(z.string().refine(isUrl, "must be a URL like https://www.example.com"))
    .pipe(z.string().startsWith("https://", "must start with https://"))
    .refine((value) => new URL(value).pathname === "/" || new URL(value).pathname === "", "must be an origin without a path")
    .transform((value) => new URL(value).origin),
  /** Where the enquiry forms POST: the form service, or a path on this origin (the local inbox). */
  VITE_FORM_ENDPOINT: orDefault("https://api.web3forms.com/submit").refine(
    (value) => (value.startsWith("/") && !value.startsWith("//")) || (isUrl(value) && /^https:\/\//.test(value)),
    "must be an https:// URL or a path on this site starting with /",
  ),
  /** The form service's key for this site. */
  VITE_FORM_ACCESS_KEY: orDefault(""),
  /**
   * The language this build renders (docs/decisions/0018): `npm run build` runs React Router once
   * per language, setting it; unset is the default language.
   */
  VITE_SITE_LANG: orDefault(DEFAULT_LANGUAGE).pipe(z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(", ")}` })),
});

export interface BuildEnv {
  /** The Vite mode (`production`, `inbox`, `development`, `test`). */
  mode: string;
  siteUrl: string;
  formEndpoint: string;
  formAccessKey: string;
  /** The language the build renders. */
  language: Language;
}

export class BuildEnvError extends Error {}

/** Checks raw `VITE_*` values; throws BuildEnvError naming the first wrong variable. */
export function parseBuildEnv(mode: string, raw: Record<string, string | undefined>): BuildEnv {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new BuildEnvError(`${name} ${issue.message} (mode "${mode}"), got "${raw[name] ?? ""}"`);
  }
  const e = parsed.data;
  return {
    mode,
    siteUrl: e.VITE_SITE_URL,
    formEndpoint: e.VITE_FORM_ENDPOINT,
    formAccessKey: e.VITE_FORM_ACCESS_KEY,
    language: e.VITE_SITE_LANG,
  };
}

/** The settings of a Vite mode, read like Vite reads them. */
export function loadBuildEnv(mode: string, cwd = process.cwd()): BuildEnv {
  return parseBuildEnv(mode, loadEnv(mode, cwd, "VITE_"));
}

/** The file where React Router's buildEnd hook records the mode a build was made in. */
export function buildModeFile(buildDir: string): string {
  return join(buildDir, "build-mode.json");
}

/**
 * Where React Router writes one language's build. The default language's is the build folder itself
 * (the site); another's is a folder inside it, whose pages (`client/fr/…`) and hashed files
 * scripts/postbuild.mjs moves into the site's `client/` (docs/decisions/0018).
 */
export function languageBuildDirectory(buildDir: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? buildDir : join(buildDir, `language-${language}`);
}

/** The settings the build in `buildDir` was made with (its recorded mode and language), for the scripts that run after it. */
export function builtEnv(buildDir = buildDirectory(), cwd = process.cwd()): BuildEnv {
  const file = buildModeFile(buildDir);
  if (!existsSync(file)) throw new BuildEnvError(`${file} is missing: build the site first (npm run build or build:local)`);
  const { mode, language = DEFAULT_LANGUAGE } = JSON.parse(readFileSync(file, "utf8")) as { mode: string; language?: Language };
  return { ...loadBuildEnv(mode, cwd), language };
}

/** What vite.config.ts defines for the app: the checked values, defaults applied. */
export function viteDefines(env: BuildEnv): Record<string, string> {
  return {
    "import.meta.env.VITE_SITE_URL": JSON.stringify(env.siteUrl),
    "import.meta.env.VITE_FORM_ENDPOINT": JSON.stringify(env.formEndpoint),
    "import.meta.env.VITE_FORM_ACCESS_KEY": JSON.stringify(env.formAccessKey),
    "import.meta.env.VITE_SITE_LANG": JSON.stringify(env.language),
  };
}

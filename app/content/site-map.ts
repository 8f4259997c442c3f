import { sitePaths } from "../../contract/site-paths";
import { serviceIds } from "./services";

/**
 * Every public page, in site order: the pages of contract/site-paths.ts and one page per service of
 * data/services.json. Prerendered (react-router.config.ts), listed in the sitemap
 * (scripts/postbuild.mjs) and checked by the tests.
 */
export const prerenderPaths: string[] = sitePaths(serviceIds);

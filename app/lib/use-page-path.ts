import { useLocation } from "react-router";
import { sitePath } from "./site-language";

/**
 * The current page's address as links write it. React Router's location leaves out the basename
 * ("/about" on /fr/about in the French build, docs/decisions/0018), while `paths` and the
 * navigation's links carry the language's prefix: comparing the two needs the prefix put back.
 */
export function usePagePath(): string {
  return sitePath(useLocation().pathname);
}

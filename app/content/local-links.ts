import { LANGUAGE_FACTS, localPath, splitLocalPath, type Language } from "../../contract/languages";

/** A page of this site written as its address: "/contact", "/services/fabrication#yard"; not a file ("/downloads/x.pdf"), not another site. */
const pageAddress = /^\/(?!\/)[^.?#]*(?:[?#].*)?$/;

/**
 * A content half with every link (`href`) to a page of the site in `language`: editors write a
 * page's address once, as the default language has it ("/contact/quote"), in every language's half,
 * and the French pages link to "/fr/contact/quote" (docs/decisions/0018). An address written with
 * a language's prefix is taken as that page. Files keep their address.
 */
export function localiseLinks<T>(value: T, language: Language): T {
  if (!LANGUAGE_FACTS[language].prefix) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => localiseLinks(item, language)) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "href" && typeof item === "string" && pageAddress.test(item)
        ? localPath(splitLocalPath(item).path, language)
        : localiseLinks(item, language),
    ]),
  ) as T;
}

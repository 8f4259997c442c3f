// The pure core of scripts/check-language.ts: the words a built page shows (or reads out), cut into
// the pieces that can be compared across languages. No file system here, so it is unit-tested.
import { parseDocument } from "htmlparser2";

// htmlparser2's own node types (domhandler, which it bundles, is no dependency of ours).
type ChildNode = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<ChildNode, { attribs: unknown }>;
const isElement = (node: ChildNode): node is Element => "attribs" in node;

/** Elements whose text is no visible or spoken words. */
const silent = new Set(["script", "style", "template"]);
/** Attributes whose value is words a visitor sees or hears. */
const wordAttributes = ["alt", "title", "aria-label", "aria-description", "placeholder"];
/** Attributes the enhancement script swaps into the page ("data-label-pause": the button's next name). */
const isWordData = (attribute: string) => attribute.startsWith("data-label-");
/** Meta tags whose content is the page's words as search results and shared links show them. */
const wordMeta = new Set(["description", "og:title", "og:description", "twitter:title", "twitter:description"]);

/** One space for every run of white space, no-break spaces included (French puts them before : ; ! ?). */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/**
 * A text's sentences: after . ! ? or … followed by a space; and each sentence's parts on either side
 * of a colon, so a label that joins a name to words ("Ingénierie: key features") shows its words.
 */
function sentences(text: string): string[] {
  return squash(text)
    .split(/(?<=[.!?…])\s+/)
    .flatMap((sentence) => {
      const parts = sentence.split(/\s?:\s+/);
      return parts.length > 1 ? [sentence, ...parts] : [sentence];
    })
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}.*\p{L}/u.test(sentence));
}

/**
 * The words of a JSON-LD block that search engines show or read: every string value but the
 * structural ones (`@type`, addresses on the web, e-mails, telephone numbers, dates, language and
 * country codes, enumerations such as FULL_TIME, an identifier's value).
 */
function structuredDataWords(json: string): string[] {
  const found: string[] = [];
  const notWords = /^(https?:|mailto:|tel:|\+?[\d\s()-]+$|\d{4}-\d{2}|[A-Z_]+$|[a-z]{2}(-[A-Z]{2})?$)|@.*\./;
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (!key.startsWith("@") && key !== "value" && !notWords.test(value)) found.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === "object") for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  try {
    walk(JSON.parse(json), "");
  } catch {
    // Not JSON: the page's own checks (check:html, the SEO tests) say so; here it has no words.
  }
  return found;
}

const isStructuredData = (element: Element) => element.name === "script" && element.attribs.type === "application/ld+json";
const textInside = (element: Element) =>
  element.children.map((child) => (child.type === "text" && "data" in child ? child.data : "")).join("");

/** An element's text, without the parts in another language than `language`. */
function textOf(node: ChildNode, language: string): string {
  if (node.type === "text") return "data" in node ? node.data : "";
  if (!isElement(node)) return "";
  if (silent.has(node.name) || !sameLanguage(node.attribs.lang ?? language, language)) return "";
  // A space at each element's edges: "Midstream<span>5 clients</span>" is two pieces side by side
  // (CSS sets them apart); an inline element inside a sentence already has its spaces around it.
  return ` ${node.children.map((child) => textOf(child, language)).join("")} `;
}

const sameLanguage = (a: string, b: string) => a.split("-")[0]!.toLowerCase() === b.split("-")[0]!.toLowerCase();

/**
 * What a page shows, reads out and tells search engines, as it is written (no-break spaces kept),
 * in the page's own language: each text node (the `<title>` included), the words in attributes
 * (`alt`, `title`, `aria-label`, `placeholder`, `data-label-*`, a button's value), the meta tags'
 * words and the strings of its JSON-LD; with `mixed`, the whole text of each element that mixes
 * text and markup. An element in another language (`lang`, like the language switch) is left out,
 * and so are scripts and styles. `body` is the visible text in reading order, for "first mention" rules.
 */
export function pageTexts(html: string): { language: string; texts: string[]; mixed: string[]; body: string } {
  const document = parseDocument(html, { decodeEntities: true });
  const texts: string[] = [];
  const mixedTexts: string[] = [];
  const body: string[] = [];
  let language = "";
  const visit = (node: ChildNode, inherited: string, inBody: boolean) => {
    if (node.type === "text" && "data" in node) {
      texts.push(node.data);
      if (inBody) body.push(node.data);
      return;
    }
    if (!isElement(node)) return;
    const element = node;
    const lang = element.attribs.lang ?? inherited;
    if (element.name === "html") language = lang;
    if (language && !sameLanguage(lang, language)) return;
    if (isStructuredData(element)) return void texts.push(...structuredDataWords(textInside(element)));
    if (silent.has(element.name)) return;
    if (element.name === "meta") {
      if (wordMeta.has(element.attribs.name ?? element.attribs.property ?? "")) texts.push(element.attribs.content ?? "");
      return;
    }
    for (const [attribute, value] of Object.entries(element.attribs)) {
      if (wordAttributes.includes(attribute) || isWordData(attribute)) texts.push(value);
    }
    if (element.name === "input" && ["submit", "button"].includes(element.attribs.type ?? "")) texts.push(element.attribs.value ?? "");
    const mixed =
      element.children.some((child) => child.type === "text" && child.data.trim()) &&
      element.children.some((child) => child.type === "tag");
    if (mixed) mixedTexts.push(textOf(element, lang));
    for (const child of element.children) visit(child, lang, inBody || element.name === "body");
  };
  for (const node of document.children) visit(node, "", false);
  return { language, texts: texts.filter((text) => text.trim()), mixed: mixedTexts, body: body.join(" ") };
}

/**
 * The pieces of a page's words in its own language (`pageTexts`), cut into sentences: each text
 * node's (React writes every interpolated value as a node of its own, so a stray word inside a
 * sentence is one too), each mixed element's whole text's, and those of the attributes, meta tags
 * and structured data.
 */
export function pageWords(html: string): { language: string; words: Set<string> } {
  const { language, texts, mixed } = pageTexts(html);
  return { language, words: new Set([...texts, ...mixed].flatMap(sentences)) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a piece is only names and words both languages spell alike: a part of a name ("Mr.",
 * "Tobenna Okafor" from "Engr. Tobenna Okafor", as a card sets them apart), or nothing but names,
 * such words, figures and signs ("© 2026 Deltaforge Energy Services Limited.", "3 clients").
 */
export function onlyNames(piece: string, names: readonly string[]): boolean {
  const whole = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, "iu");
  // A part of a name: several words of it, or an abbreviation; one plain word ("Energy" of
  // "Deltaforge Energy") could as well be an English word left on a French page.
  const part = /\s|\./.test(piece);
  if (part && names.some((name) => name.length >= piece.length && whole(piece).test(name))) return true;
  let rest = piece;
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.replace(new RegExp(whole(name).source, "giu"), " ");
  return !/\p{L}.*\p{L}/u.test(rest);
}

export type Shared = { words: string; pages: string[] };

/**
 * The pieces that pages of both languages show, with the pages that show them: English left on a
 * French page, or French on an English one, unless they are only names (`onlyNames`).
 */
export function sharedWords(
  languages: ReadonlyArray<ReadonlyArray<{ page: string; words: Set<string> }>>,
  names: readonly string[],
): Shared[] {
  const pagesOf = languages.map((pages) => {
    const where = new Map<string, string[]>();
    for (const { page, words } of pages) for (const word of words) where.set(word, [...(where.get(word) ?? []), page]);
    return where;
  });
  const [first, ...others] = pagesOf;
  return [...first!.keys()]
    .filter((word) => others.every((other) => other.has(word)) && !onlyNames(word, names))
    .sort()
    .map((word) => ({ words: word, pages: pagesOf.flatMap((where) => where.get(word)!) }));
}

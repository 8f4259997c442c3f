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
/** Meta tags whose content is the page's words as search results and shared links show them. */
const wordMeta = new Set(["description", "og:title", "og:description", "twitter:title", "twitter:description"]);

/** One space for every run of white space, no-break spaces included (French puts them before : ; ! ?). */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** A text's sentences: after . ! ? or … followed by a space. */
function sentences(text: string): string[] {
  return squash(text)
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}.*\p{L}/u.test(sentence));
}

/** An element's text, without the parts in another language than `language`. */
function textOf(node: ChildNode, language: string): string {
  if (node.type === "text") return "data" in node ? node.data : "";
  if (!isElement(node)) return "";
  if (silent.has(node.name) || !sameLanguage(node.attribs.lang ?? language, language)) return "";
  return node.children.map((child) => textOf(child, language)).join("");
}

const sameLanguage = (a: string, b: string) => a.split("-")[0]!.toLowerCase() === b.split("-")[0]!.toLowerCase();

/**
 * The pieces of a page's words in its own language: each text node's sentences (React writes every
 * interpolated value as a node of its own, so a stray word inside a sentence is one too), each
 * element's whole text's sentences when it mixes text and markup, and the words in attributes and
 * in the meta tags. An element in another language (`lang`, like the language switch) is left out,
 * and so are scripts and styles.
 */
export function pageWords(html: string): { language: string; words: Set<string> } {
  const document = parseDocument(html, { decodeEntities: true });
  const words = new Set<string>();
  let language = "";
  const add = (text: string | undefined) => {
    if (text) for (const sentence of sentences(text)) words.add(sentence);
  };
  const visit = (node: ChildNode, inherited: string) => {
    if (node.type === "text" && "data" in node) return add(node.data);
    if (!isElement(node)) return;
    const element = node;
    if (silent.has(element.name)) return;
    const lang = element.attribs.lang ?? inherited;
    if (element.name === "html") language = lang;
    if (language && !sameLanguage(lang, language)) return;
    if (element.name === "meta") {
      if (wordMeta.has(element.attribs.name ?? element.attribs.property ?? "")) add(element.attribs.content);
      return;
    }
    for (const attribute of wordAttributes) add(element.attribs[attribute]);
    if (element.name === "input" && ["submit", "button"].includes(element.attribs.type ?? "")) add(element.attribs.value);
    const mixed =
      element.children.some((child) => child.type === "text" && child.data.trim()) &&
      element.children.some((child) => child.type === "tag");
    if (mixed) add(textOf(element, lang));
    for (const child of element.children) visit(child, lang);
  };
  for (const node of document.children) visit(node, "");
  return { language, words };
}

export type Mixed = { page: string; words: string[] };

/**
 * The pieces of each page that are also pieces of the other language's pages: English on a French
 * page, French on an English one. `allowed` are words both languages write the same (names of the
 * company, its clients, people, places, certifications and codes; words spelt alike in both).
 */
export function mixedWords(
  pages: ReadonlyArray<{ page: string; words: Set<string> }>,
  otherLanguageWords: Set<string>,
  allowed: Set<string>,
): Mixed[] {
  return pages
    .map(({ page, words }) => ({ page, words: [...words].filter((word) => otherLanguageWords.has(word) && !allowed.has(word)).sort() }))
    .filter((entry) => entry.words.length > 0);
}

import { fromMarkdown } from "mdast-util-from-markdown";

type MdNode = { type: string; value?: string; alt?: string | null; children?: MdNode[] };

/** Nodes that hold blocks (paragraphs, items, rows): their parts are separate sentences, joined with a space. */
const containers = new Set(["root", "list", "listItem", "blockquote", "table", "tableRow"]);

/**
 * The words of an editor's Markdown (a page's section), for the search index: the syntax tree's
 * text, without `**`, `#` or link targets. mdast-util-to-string joins paragraphs without a space
 * ("…harm.Waste"), which would make one word of two in the index, so the walk is written here.
 */
export function markdownText(markdown: string): string {
  const text = (node: MdNode): string => {
    if (node.value !== undefined && node.type !== "html") return node.value;
    if (node.type === "image") return node.alt ?? "";
    const parts = (node.children ?? []).map(text);
    return containers.has(node.type) ? parts.filter(Boolean).join(" ") : parts.join("");
  };
  return text(fromMarkdown(markdown) as MdNode)
    .replace(/\s+/g, " ")
    .trim();
}

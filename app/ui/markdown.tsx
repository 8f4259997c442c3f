import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import { cn } from "~/lib/cn";
import { sitePath } from "~/lib/site-language";

/** A page of this site as an editor links to it: "/contact", "/about#values"; not a file ("/downloads/x.pdf"). */
const pageAddress = /^\/(?!\/)[^.?#]*(?:[?#].*)?$/;

/**
 * Editors write a page's English address once; on the French site the link leads to the French page.
 * Given an origin (text read away from the site: a feed), addresses on the site become absolute.
 */
const urlTransformOn =
  (origin = "") =>
  (url: string) => {
    const local = pageAddress.test(url) ? sitePath(url) : url;
    return defaultUrlTransform(origin && /^\/(?!\/)/.test(local) ? `${origin}${local}` : local);
  };

type MarkdownProps = {
  children: string;
  className?: string;
  /** The level its top headings take: 3 under a section's h2 (the default), 2 where the text follows the page's h1 (a news post). */
  topLevel?: 2 | 3;
  /** The site's origin, where the text is read away from the site (a news feed: readers cannot resolve "/contact"). */
  origin?: string;
};

/** What its headings become: none may outrank the page's own headings, and levels are never skipped. */
const headings = { 2: { h1: "h2" }, 3: { h1: "h3", h2: "h3" } } as const;

/**
 * Text an editor writes in Markdown (a page's sections, a news post's body), rendered at build time.
 * react-markdown builds React elements from the syntax tree, so nothing reaches the page through
 * dangerouslySetInnerHTML; `skipHtml` drops any raw HTML pasted into the editor, and its default
 * `urlTransform` drops `javascript:` and other unsafe link targets (and links to our pages follow the build's language). Headings inside start at h3:
 * the section's own title is the h2.
 */
export function Markdown({ children, className, topLevel = 3, origin }: MarkdownProps) {
  return (
    <div
      className={cn(
        "max-w-3xl text-lg leading-relaxed text-steel-600",
        "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
        "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-navy-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-extrabold [&_h3]:text-navy-900 [&_h4]:mt-6 [&_h4]:font-bold [&_h4]:text-navy-900",
        "[&_a]:font-semibold [&_a]:text-navy-800 [&_a]:underline [&_strong]:font-bold [&_strong]:text-navy-900",
        "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-500 [&_blockquote]:pl-4",
        "[&>:first-child]:mt-0",
        className,
      )}
    >
      <ReactMarkdown skipHtml urlTransform={urlTransformOn(origin)} components={headings[topLevel]}>
        {children}
      </ReactMarkdown>
    </div>
  );
}

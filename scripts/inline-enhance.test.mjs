import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { inlineEnhance } from "./inline-enhance.mjs";

describe("inlineEnhance", () => {
  it("writes the script as the head's last element, a module, and changes nothing else", () => {
    const html = '<html><head><title>t</title><script type="speculationrules">{}</script></head><body><p>x</p></body></html>';
    const out = inlineEnhance(html, 'import("/assets/a.js");\n');
    const head = DomUtils.findOne((el) => el.name === "head", parseDocument(out).children);
    const last = DomUtils.getChildren(head).at(-1);
    expect(last).toMatchObject({ name: "script", attribs: { type: "module" } });
    expect(DomUtils.textContent(last)).toBe('import("/assets/a.js");');
    expect(out.replace('<script type="module">import("/assets/a.js");</script>', "")).toBe(html);
  });

  it("stops the build for a page without a head, or code that would end the element", () => {
    expect(() => inlineEnhance("<p>x</p>", "a()")).toThrow(/no <\/head>/);
    expect(() => inlineEnhance("<head></head>", 'a("</script>")')).toThrow(/<\/script/);
  });
});

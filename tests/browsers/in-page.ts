/**
 * Helpers the checks run inside the page, in every engine: find elements by role and accessible
 * name the way a person (or assistive technology) names them, and read where they are. A small
 * subset of the accessible-name rules, enough for this site's controls.
 */
export const inPage = String.raw`(() => {
  // Kept for the document they were made in: in Firefox ESR the staff inbox's page, reached by the
  // sign-in form's post and redirect, now and then still had the sign-in page's helpers on its
  // window, and they searched the sign-in page (no visible search box: about 1 run in 5 after
  // another check; a read of the inputs through them was refused, NS_ERROR_XPC_SECURITY_MANAGER_VETO).
  if (window.__t && window.__t.document === document) return window.__t;
  const implicit = (el) => {
    const tag = el.tagName;
    if (tag === "BUTTON") return "button";
    if (tag === "A" && el.hasAttribute("href")) return "link";
    if (tag === "DIALOG") return "dialog";
    if (tag === "TEXTAREA") return "textbox";
    if (tag === "SELECT") return "combobox";
    if (tag === "INPUT") {
      const type = el.type;
      if (type === "checkbox") return "checkbox";
      if (type === "radio") return "radio";
      if (type === "submit" || type === "button") return "button";
      if (["text", "email", "tel", "search", "url", ""].includes(type)) return type === "search" ? "searchbox" : "textbox";
    }
    return "";
  };
  const role = (el) => el.getAttribute("role") || implicit(el);
  const clean = (s) => (s || "").replace(/\s+/g, " ").trim();
  const name = (el) => {
    if (el.hasAttribute("aria-labelledby"))
      return clean(el.getAttribute("aria-labelledby").split(" ").map((id) => document.getElementById(id)?.textContent).join(" "));
    if (el.hasAttribute("aria-label")) return clean(el.getAttribute("aria-label"));
    if (el.labels && el.labels.length) return clean([...el.labels].map((l) => l.textContent).join(" "));
    if (el.tagName === "INPUT" && el.type === "submit") return clean(el.value);
    return clean(el.textContent);
  };
  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && Number(style.opacity) > 0.01;
  };
  const all = (r, n, scope = document) =>
    [...scope.querySelectorAll("*")].filter((el) => role(el) === r && (n === undefined || (n instanceof RegExp ? n.test(name(el)) : name(el) === n)));
  const one = (r, n, scope) => {
    const found = all(r, n, scope).filter(visible);
    if (!found.length) throw new Error("no visible " + r + " named " + n);
    return found[0];
  };
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, x: r.left + r.width / 2, y: r.top + r.height / 2 };
  };
  const openPopovers = () => [...document.querySelectorAll("[popover]")].filter(visible);
  return (window.__t = { document, role, name, visible, all, one, box, openPopovers });
})()`;

/** An expression that evaluates `body` (using `t`, the helpers above) in the page. */
export const withHelpers = (body: string) => `(() => { const t = ${inPage}; return (${body}); })()`;

import type { Page } from "@playwright/test";

/** Records CSP violations (DOM events and console reports of our own documents); call the result to read them. */
export async function watchCsp(page: Page, origin: string): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on("console", (message) => {
    // Only our own documents: an embedded map may log about its own policy.
    const source = message.location().url;
    if (message.text().includes("Content Security Policy") && (!source || source.startsWith(origin))) messages.push(message.text());
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

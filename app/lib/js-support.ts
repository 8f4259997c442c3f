/**
 * The support check of GOV.UK Frontend's pattern, inline at the top of every page, so it runs before
 * the first paint: where ES modules run (the enhancement script is one), `<html data-js>` lets CSS
 * show the controls that need a script (`data-js-only`, app.css). Without it (scripts off, or a
 * browser too old for modules) those controls never appear and the page shows everything instead.
 */
export const jsSupportCheck = `"noModule"in HTMLScriptElement.prototype&&(document.documentElement.dataset.js="")`;

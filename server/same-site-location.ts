/**
 * A redirect's path with exactly one leading slash. A request's path may start with several
 * (`//about.html`, or a same-origin `redirect` field of `http://ours//evil.example/`), and `//host`
 * as a Location is protocol-relative: the browser leaves for that host (issue 44: `//about.html`
 * answered 308 to `//about`, and the browser went to `http://about/`). Browsers read a backslash
 * there as a slash, so backslashes count too.
 */
export function sameSiteLocation(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}

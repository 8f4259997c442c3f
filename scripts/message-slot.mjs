// Where the server writes a message into a built page (the staff sign-in's, server/staff/pages.ts):
// found here, at build time, with the HTML parser the other build scripts use, so the server inserts
// at an offset instead of matching the page's markup with a regular expression.
import { Parser } from "htmlparser2";

/** The offset just after the start tag of the first element carrying `attribute`; -1 when none does. */
export function slotOffset(html, attribute) {
  let at = -1;
  const parser = new Parser({
    onopentag(_name, attrs) {
      if (at < 0 && attribute in attrs) at = parser.endIndex + 1;
    },
  });
  parser.end(html);
  return at;
}

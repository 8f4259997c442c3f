import type { FormType } from "../../../contract/enquiry-fields";
import { pages } from "~/content/pages";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";

/**
 * What an enquiry page's loader hands its page, at build time: the page's text and its meta. As
 * page data they stay out of the JavaScript, which carries neither the meta builder nor other
 * pages' text (docs/decisions/0006). The form's own content stays in the JavaScript: as page
 * data, the vendor form's long option lists weigh more than the code they would save.
 */
export function enquiryPageData(formType: FormType) {
  const page = pages[formType];
  return { page, meta: pageMeta({ ...page, path: paths[formType] }) };
}

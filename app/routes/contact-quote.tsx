import type { Route } from "./+types/contact-quote";
import { enquiryForms } from "~/content/enquiry-forms";
import { pages } from "~/content/pages";
import { EnquiryPage } from "~/features/enquiry/enquiry-page";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import type { RouteHandle } from "~/lib/route-handle";

const page = pages.quote;

// The page's widget needs React in the browser (docs/decisions/0006).
export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.quote });

export default function QuotePage() {
  return <EnquiryPage page={page} form={enquiryForms.quote} />;
}

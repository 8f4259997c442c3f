import type { Route } from "./+types/contact-quote";
import { enquiryForms } from "~/content/enquiry-forms";
import { pages } from "~/content/pages";
import { EnquiryPage } from "~/features/enquiry/enquiry-page";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import type { RouteHandle } from "~/lib/route-handle";

// Runs at build time: the page's text travels as page data, so the text of every other page stays
// out of the JavaScript (docs/decisions/0006).
export function loader() {
  return { page: pages.quote };
}

// The page's widget needs React in the browser (docs/decisions/0006).
export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.page, path: paths.quote });

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return <EnquiryPage page={loaderData.page} form={enquiryForms.quote} />;
}

import type { Route } from "./+types/contact-quote";
import { enquiryForms } from "~/content/enquiry-forms";
import { EnquiryPage } from "~/features/enquiry/enquiry-page";
import { pageWithMeta } from "~/features/seo/page-meta";
import type { RouteHandle } from "~/lib/route-handle";

// Runs at build time: the page's text and meta travel as page data (docs/decisions/0006).
export function loader() {
  return pageWithMeta("quote");
}

// The page's widget needs React in the browser (docs/decisions/0006).
export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return <EnquiryPage page={loaderData.page} form={enquiryForms.quote} />;
}

import type { Route } from "./+types/contact-quote";
import { enquiryForms } from "~/content/enquiry-forms";
import { pages } from "~/content/pages";
import { EnquiryPage } from "~/features/enquiry/enquiry-page";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";

const page = pages.quote;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.quote });

export default function QuotePage() {
  return <EnquiryPage page={page} form={enquiryForms.quote} />;
}

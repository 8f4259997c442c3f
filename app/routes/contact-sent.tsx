import type { Route } from "./+types/contact-sent";
import { enquiryResults } from "~/content/enquiry-results";
import { pages } from "~/content/pages";
import { enquiryMessages } from "~/content/enquiry-forms";
import { EnquiryResult } from "~/features/enquiry/enquiry-result";
import { POSTS_TO_INBOX } from "~/features/enquiry/submit-enquiry";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { panelHeadingClass } from "~/ui/text-styles";

const page = pages.enquirySent;

// Where the form service sends a browser that posted a form itself (its `redirect` field,
// features/enquiry/submit-enquiry.ts). Left out of search engines (contract/site-paths.ts).
export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.enquirySent });

export default function EnquirySentPage() {
  return (
    <EnquiryResult page={page}>
      {POSTS_TO_INBOX && (
        // Hidden until our inbox's server shows it with the enquiry's reference written in
        // (server/page-fill.ts); the hosted service gives no reference, so there it stays hidden.
        <p hidden data-server-fill="reference" className="mb-8 rounded-lg bg-success-50 px-4 py-3 text-lg text-success-700">
          {enquiryMessages.referenceNote}
        </p>
      )}
      <h2 className={panelHeadingClass}>{enquiryResults.nextHeading}</h2>
      <ol className="mt-6 space-y-5">
        {enquiryResults.next.map((step) => (
          <li key={step.title}>
            <h3 className="font-bold text-navy-900">{step.title}</h3>
            <p className="mt-1 leading-relaxed text-steel-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </EnquiryResult>
  );
}

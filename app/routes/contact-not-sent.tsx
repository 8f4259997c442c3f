import type { Route } from "./+types/contact-not-sent";
import { NOT_SENT_REASONS } from "../../contract/enquiry-outcome";
import { enquiryResults } from "~/content/enquiry-results";
import { pages } from "~/content/pages";
import { EnquiryResult } from "~/features/enquiry/enquiry-result";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { panelHeadingClass } from "~/ui/text-styles";

const page = pages.enquiryNotSent;

// Where the inbox sends a browser's own form post it turned away, at the reason's fragment
// (contract/enquiry-outcome.ts): CSS shows that reason (:target), or the general one without it.
export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.enquiryNotSent });

export default function EnquiryNotSentPage() {
  const reason = "scroll-mt-40 hidden target:block";
  return (
    <EnquiryResult page={page}>
      <h2 className={panelHeadingClass}>{enquiryResults.reasonHeading}</h2>
      <div className="group/reasons mt-6">
        {NOT_SENT_REASONS.map((id) => (
          <div key={id} id={id} className={reason}>
            <h3 className="font-bold text-navy-900">{enquiryResults.reasons[id].heading}</h3>
            <p className="mt-1 leading-relaxed text-steel-600">{enquiryResults.reasons[id].text}</p>
          </div>
        ))}
        <div className="group-has-[:target]/reasons:hidden">
          <h3 className="font-bold text-navy-900">{enquiryResults.unknownReason.heading}</h3>
          <p className="mt-1 leading-relaxed text-steel-600">{enquiryResults.unknownReason.text}</p>
        </div>
      </div>
    </EnquiryResult>
  );
}

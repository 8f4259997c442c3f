import type { NotSentReason } from "../../contract/enquiry-outcome";

type Reason = { heading: string; text: string };

// The result pages a browser's own form post ends on (routes/contact-sent.tsx, contact-not-sent.tsx).
export const enquiryResults = {
  nextHeading: "What happens next",
  next: [
    {
      title: "We read it on the next working day",
      description: "Every enquiry is read by a person at our head office in Lagos and passed to the team that can answer it.",
    },
    { title: "Quote requests", description: "The engineer who picks up your brief sends you a detailed proposal within 24-48 hours." },
    {
      title: "Vendor registrations",
      description: "We verify your company's details and documents; once approved, you receive your vendor ID by e-mail.",
    },
    { title: "Partnership requests", description: "Our business development team contacts you to arrange a first conversation." },
  ],
  reasonHeading: "What went wrong",
  /** Shown when the page is opened without a reason (e.g. the form service's own failure). */
  unknownReason: {
    heading: "We could not confirm that your enquiry arrived",
    text: "The enquiry service did not accept the submission. Go back to the form, check your answers and send it again, or reach us directly.",
  } satisfies Reason,
  reasons: {
    invalid: {
      heading: "Some answers were missing or not in the form we expect",
      text: "Go back to the form, fill in every required field (a valid e-mail address and phone number too) and send it again.",
    },
    limit: {
      heading: "Too many submissions from your connection",
      text: "To keep out spam we accept a few enquiries per minute from one connection. Please wait a minute, then send it again.",
    },
    busy: {
      heading: "Our inbox could not store your enquiry just now",
      text: "This is our fault, not yours. Please try again in a few minutes, or call or e-mail us.",
    },
    refused: {
      heading: "The enquiry service refused the submission",
      text: "The form may be out of date. Reload the form page, send it again, or call or e-mail us.",
    },
  } satisfies Record<NotSentReason, Reason>,
  otherWaysHeading: "Other ways to reach us",
  backToForms: "Back to the forms",
  /** The last of the links back: to the home page. */
  homeLabel: "Home page",
};

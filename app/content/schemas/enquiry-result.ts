import { z } from "zod";
import { NOT_SENT_REASONS, type NotSentReason } from "../../../contract/enquiry-outcome";
import { FORM_TYPES } from "../../../contract/enquiry-fields";

/** A heading and the sentence under it: why an enquiry was not sent. */
const reasonSchema = z.strictObject({ heading: z.string().min(10), text: z.string().min(40) });
const itemSchema = z.strictObject({
  title: z.string().min(3),
  description: z.string().min(20),
  /** A step for one form only; the acknowledgement mail gives each enquirer the steps of their form (and those for all). */
  form: z.enum(FORM_TYPES).optional().meta({ title: "Only for this form" }),
});

/** data/enquiry-results.json: the pages a browser's own form post ends on (sent, not sent). */
export const enquiryResultsSchema = z.strictObject({
  nextHeading: z.string().min(5),
  next: z.array(itemSchema).min(1).max(6).meta({ title: "What happens next" }),
  reasonHeading: z.string().min(5),
  /** Shown when the page is opened without a reason (e.g. the form service's own failure). */
  unknownReason: reasonSchema,
  /** One per reason the inbox gives (contract/enquiry-outcome.ts). */
  reasons: z.strictObject(
    Object.fromEntries(NOT_SENT_REASONS.map((reason) => [reason, reasonSchema])) as Record<NotSentReason, typeof reasonSchema>,
  ),
  otherWaysHeading: z.string().min(5),
  backToForms: z.string().min(5),
  /** The last of the links back: to the home page. */
  homeLabel: z.string().min(3),
});
export type EnquiryResults = z.infer<typeof enquiryResultsSchema>;

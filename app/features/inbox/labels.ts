/**
 * The staff inbox's words. The inbox is a tool for staff, not site content, so its words live with
 * it rather than in the CMS; the status and form names come from contract/inbox.ts and the field
 * labels from the enquiry contract, as the visitor saw them.
 */
import type { FormType } from "../../../contract/enquiry-fields";

export const formLabels: Record<FormType, string> = { quote: "Quote", vendor: "Vendor registration", partner: "Partnership" };

/** Received times in Lagos time, as the notifications show them. */
const lagos = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Lagos",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
export const lagosTime = (iso: string) => `${lagos.format(new Date(iso))} WAT`;

export const inboxText = {
  title: "Enquiries",
  appName: "Deltaforge inbox",
  signOut: "Sign out",
  loading: "Loading the inbox…",
  search: "Search every field",
  form: "Form",
  allForms: "All forms",
  status: "Status",
  apply: "Show",
  exportCsv: "Export these as CSV",
  none: "No enquiry matches.",
  more: "Show older enquiries",
  selectAll: "Select every enquiry shown",
  withSelected: "Set the selected enquiries to",
  setStatus: "Set status",
  back: "Back to the list",
  reply: "Reply by email",
  resend: "Send the notification again",
  notes: "Notes",
  addNote: "Add a note",
  noteLabel: "New note",
  history: "History",
  documents: "Documents",
  download: "Download",
  noHistory: "No changes yet.",
  noNotes: "No notes yet.",
  markSpam: "Mark as spam",
  notSpam: "Not spam",
  eraseHeading: "Erase one person's enquiries",
  eraseIntro:
    "For an erasure request (NDPA 2023): every enquiry sent with this email address is deleted for good, with its notes and history.",
  eraseEmail: "Their email address",
  eraseFind: "Find their enquiries",
  eraseConfirm: (n: number, email: string) => `Erase ${n} ${n === 1 ? "enquiry" : "enquiries"} from ${email} for good`,
  erased: (n: number, email: string) => `Erased ${n} ${n === 1 ? "enquiry" : "enquiries"} sent with ${email}.`,
  count: (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "enquiry" : "enquiries"}`,
  /** The list's column headings ("Form" and "Status" are `form` and `status`). */
  columns: { enquiry: "Enquiry", received: "Received (Lagos)", notification: "Notification" },
  /** An enquiry's notification heading: "Notification: sent". */
  notification: "Notification",
  /** Why the spam check kept an enquiry apart: "Why: a link in the message". */
  spamWhy: "Why",
};

/** The sign-in page's words, and the passkeys' (passkeys.tsx). */
export const signInText = {
  heading: "Sign in",
  email: "Email address",
  password: "Password",
  submit: "Sign in",
  withPasskey: "Sign in with a passkey",
  passkeys: "Passkeys",
  passkeyAdded: "Passkey added. Next time you can sign in with it alone.",
  passkeyCount: (count: number) =>
    count === 0 ? "You have no passkey yet." : `You have ${count} ${count === 1 ? "passkey" : "passkeys"}.`,
  passkeyWhat: "A passkey signs you in without a password.",
  addPasskey: "Add a passkey",
};

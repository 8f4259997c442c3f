/**
 * The staff inbox's addresses, statuses and JSON shapes: what the server (server/staff/) answers
 * and the React inbox (app/features/inbox/) reads. Framework-free.
 */
import type { FormType } from "./enquiry-fields";
import { LANGUAGE_FACTS, type Language } from "./languages";

export const inboxPaths = {
  app: "/inbox",
  login: "/inbox/login",
  /** POST …/options, then POST the signed answer: sign-in with a passkey alone. */
  passkeyLogin: "/inbox/login/passkey",
  logout: "/inbox/logout",
  api: "/api/inbox",
} as const;

/** Whether a path is the staff inbox's (its pages or its API): it sends its own headers, on both runtimes. */
export const isInboxPath = (path: string) =>
  [inboxPaths.app, inboxPaths.api].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The attribute of the sign-in page's message paragraph (app/features/inbox/sign-in-message.tsx):
 * the build records where it is (scripts/postbuild.mjs) and the server writes its answer there.
 */
export const SIGN_IN_MESSAGE_ATTRIBUTE = "data-sign-in-message";

/** The staff's own workflow; spam is the intake's classification (enquiries.status), shown beside it. */
export const WORKFLOW_STATUSES = ["new", "in_progress", "answered"] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
/** What a staff member can set: a workflow status, or spam / not spam. */
export const STATUS_CHANGES = [...WORKFLOW_STATUSES, "spam", "not_spam"] as const;
export type StatusChange = (typeof STATUS_CHANGES)[number];
/** The list's status filter: every enquiry that is not spam, one workflow status, or spam. */
export const STATUS_FILTERS = ["open", ...WORKFLOW_STATUSES, "spam", "all"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const statusLabels: Record<WorkflowStatus | "spam", string> = {
  new: "New",
  in_progress: "In progress",
  answered: "Answered",
  spam: "Spam",
};
export const statusFilterLabels: Record<StatusFilter, string> = {
  open: "All but spam",
  new: "New",
  in_progress: "In progress",
  answered: "Answered",
  spam: "Spam",
  all: "Everything",
};

export type NotificationState = "pending" | "sending" | "sent" | "failed" | "none";
export const notificationLabels: Record<NotificationState, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  none: "Not sent (no mail set up)",
};

export const PAGE_SIZE = 50;

/** Where a document of an enquiry downloads from (always as an attachment, never shown inline). */
export const documentPath = (enquiryId: number, documentId: number) => `${inboxPaths.api}/enquiries/${enquiryId}/documents/${documentId}`;

export interface InboxFilter {
  form?: FormType;
  status?: StatusFilter;
  q?: string;
}

export interface EnquirySummary {
  id: number;
  reference: string;
  receivedAt: string;
  formType: FormType;
  /** The language of the page it was sent from (the acknowledgement went out in it; staff answer in it). */
  language: Language;
  company: string;
  person: string;
  email: string;
  status: WorkflowStatus;
  spam: boolean;
  notification: NotificationState;
}

export interface EnquiryPage {
  items: EnquirySummary[];
  total: number;
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
}

export interface EnquiryDetail extends EnquirySummary {
  /** Why the intake took it for spam (or who marked it), while it is spam. */
  spamReason: string | null;
  fields: { name: string; label: string; value: string }[];
  notificationId: number | null;
  notificationError: string | null;
  /** Documents sent with a vendor registration, downloaded from `documentPath`. */
  documents: { id: number; fileName: string; contentType: string; size: number }[];
  notes: { id: number; author: string; at: string; text: string }[];
  history: { id: number; author: string; at: string; change: string }[];
}

export interface Me {
  email: string;
  passkeys: number;
}

/** Staff words for where an enquiry came from, in the notification and the inbox: "Sent from the French site." */
export const sentFrom = (language: Language) => `Sent from the ${LANGUAGE_FACTS[language].englishName} site.`;

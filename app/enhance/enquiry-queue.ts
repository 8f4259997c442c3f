/**
 * Where the browser has no Background Sync (Firefox, Safari), an enquiry kept on the device is sent
 * the next time any page of the site is open and online, and when the connection comes back. The
 * sending code (with IndexedDB's) is a chunk loaded only while the queue may hold something.
 */
import { QUEUE_FLAG } from "~/lib/enquiry-queue-flag";

export function initEnquiryQueue(): void {
  const flush = () => {
    if (!navigator.onLine || localStorage.getItem(QUEUE_FLAG) === null) return;
    void import("~/lib/enquiry-queue").then(async ({ sendQueued, queuedEnquiries }) => {
      await sendQueued();
      if ((await queuedEnquiries()).length === 0) localStorage.removeItem(QUEUE_FLAG);
      dispatchEvent(new Event("enquiry-queue"));
    });
  };
  flush();
  addEventListener("online", flush);
}

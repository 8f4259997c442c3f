import "~/features/inbox/inbox.css";
import { InboxApp } from "~/features/inbox/inbox-app";
import type { RouteHandle } from "~/lib/route-handle";

// The staff inbox: an application, so it hydrates; its own frame, not the site's header and footer.
// Served only by our server, behind sign-in (server/staff/).
export const handle: RouteHandle = { hydrate: true, bare: true };

export const meta = () => [{ title: "Enquiries | Deltaforge inbox" }, { name: "robots", content: "noindex, nofollow" }];

export default function InboxPage() {
  return <InboxApp />;
}

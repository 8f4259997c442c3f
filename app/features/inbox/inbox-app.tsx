/**
 * The staff inbox in the browser: the list (filters, search, selection) or one enquiry, chosen by
 * the URL's query (`?id=12` for an enquiry; the filter's own parameters), so the back button, a
 * reload and a shared link all work. The prerendered document holds only the frame: everything in
 * it is staff-only data, fetched after sign-in from /api/inbox.
 */
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { FORM_TYPES } from "../../../contract/enquiry-fields";
import { STATUS_FILTERS, inboxPaths, type InboxFilter, type Me } from "../../../contract/inbox";
import { useHydrated } from "~/lib/use-hydrated";
import { inboxApi } from "./api";
import { EnquiryList } from "./enquiry-list";
import { EnquiryView } from "./enquiry-view";
import { inboxText } from "./labels";

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

export function readFilter(params: URLSearchParams): InboxFilter {
  return {
    form: pick(FORM_TYPES, params.get("form")),
    status: pick(STATUS_FILTERS, params.get("status")),
    q: params.get("q") ?? undefined,
  };
}

export function InboxApp() {
  const [params] = useSearchParams();
  // The prerendered frame has no query; what the URL asks for is rendered once hydrated.
  const mounted = useHydrated();
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    inboxApi.me().then(setMe, () => {});
  }, []);
  const id = params.get("id");
  const filter = readFilter(params);
  return (
    <div className="min-h-screen bg-steel-50 text-navy-950">
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="text-lg font-bold">{inboxText.appName}</p>
          <div className="flex items-center gap-3 text-sm">
            {me && <span className="text-navy-100">{me.email}</span>}
            <form method="post" action={inboxPaths.logout}>
              <button type="submit" className="rounded border border-navy-100 px-3 py-1.5 font-semibold hover:bg-navy-800">
                {inboxText.signOut}
              </button>
            </form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        {!mounted ? (
          <p role="status">{inboxText.loading}</p>
        ) : id && /^\d+$/.test(id) ? (
          <EnquiryView id={Number(id)} />
        ) : (
          <EnquiryList filter={filter} me={me} onMe={setMe} />
        )}
      </main>
    </div>
  );
}

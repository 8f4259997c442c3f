/** The list of enquiries: filters and search, a selection with a bulk status change, CSV export, paging. */
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { FORM_TYPES } from "../../../contract/enquiry-fields";
import {
  STATUS_CHANGES,
  STATUS_FILTERS,
  notificationLabels,
  statusFilterLabels,
  type EnquirySummary,
  type InboxFilter,
  type Me,
  type StatusChange,
} from "../../../contract/inbox";
import { filterQuery, inboxApi } from "./api";
import { ErasePanel } from "./erase-panel";
import { AddPasskey } from "./passkeys";
import { formLabels, inboxText, lagosTime } from "./labels";
import { StatusBadge, changeLabels, fieldClass, buttonClass, secondaryButtonClass } from "./parts";

export function EnquiryList({ filter, me, onMe }: { filter: InboxFilter; me: Me | null; onMe: (me: Me) => void }) {
  const [, setParams] = useSearchParams();
  const [items, setItems] = useState<EnquirySummary[] | null>(null);
  const [total, setTotal] = useState(0);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<StatusChange>("in_progress");
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = filterQuery(filter);

  const load = () => {
    inboxApi.list(filter).then(
      (page) => {
        setError(null);
        setItems(page.items);
        setTotal(page.total);
        setNextBefore(page.nextBefore);
        setSelected(new Set());
      },
      (e: Error) => setError(e.message),
    );
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter's query string is its identity
  useEffect(load, [key]);

  const more = () => {
    if (nextBefore === null) return;
    inboxApi.list(filter, nextBefore).then(
      (page) => {
        setItems((shown) => [...(shown ?? []), ...page.items]);
        setNextBefore(page.nextBefore);
      },
      (e: Error) => setError(e.message),
    );
  };

  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setParams(
      filterQuery({
        form: String(data.get("form") ?? ""),
        status: String(data.get("status") ?? ""),
        q: String(data.get("q") ?? "").trim(),
      } as InboxFilter),
    );
  };

  const applyBulk = (event: FormEvent) => {
    event.preventDefault();
    inboxApi.setStatus([...selected], bulkStatus).then(
      ({ changed }) => {
        setMessage(`${changed} of ${selected.size} changed to ${changeLabels[bulkStatus]}.`);
        load();
      },
      (e: Error) => setError(e.message),
    );
  };

  const toggle = (id: number) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allShown = items !== null && items.length > 0 && items.every((e) => selected.has(e.id));

  return (
    <>
      <h1 className="text-2xl font-bold">{inboxText.title}</h1>
      <form
        role="search"
        onSubmit={applyFilter}
        className="mt-4 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <label className="grid gap-1 text-sm font-semibold">
          {inboxText.search}
          <input type="search" name="q" defaultValue={filter.q ?? ""} className={fieldClass} />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {inboxText.form}
          <select name="form" defaultValue={filter.form ?? ""} className={fieldClass}>
            <option value="">{inboxText.allForms}</option>
            {FORM_TYPES.map((form) => (
              <option key={form} value={form}>
                {formLabels[form]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {inboxText.status}
          <select name="status" defaultValue={filter.status ?? "open"} className={fieldClass}>
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {statusFilterLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {inboxText.apply}
        </button>
      </form>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold">
          {items === null ? inboxText.loading : inboxText.count(total)}
        </p>
        <a href={inboxApi.csvUrl(filter)} download className={secondaryButtonClass}>
          {inboxText.exportCsv}
        </a>
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded border border-danger-700 bg-danger-50 p-3 text-danger-700">
          {error}
        </p>
      )}
      {message && (
        <p role="status" className="mt-3 rounded border border-success-700 bg-success-50 p-3 text-success-700">
          {message}
        </p>
      )}

      {items !== null && items.length > 0 && (
        <>
          <form onSubmit={applyBulk} className="mt-4 flex flex-wrap items-end gap-3">
            <label className="grid gap-1 text-sm font-semibold">
              {inboxText.withSelected}
              <select value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value as StatusChange)} className={fieldClass}>
                {STATUS_CHANGES.map((status) => (
                  <option key={status} value={status}>
                    {changeLabels[status]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={selected.size === 0} className={secondaryButtonClass}>
              {inboxText.setStatus} ({selected.size})
            </button>
          </form>
          <div className="mt-4 overflow-hidden rounded-lg bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <thead className="bg-steel-100 text-xs uppercase tracking-wide text-steel-800">
                <tr>
                  <th scope="col" className="w-10 p-3">
                    <input
                      type="checkbox"
                      aria-label={inboxText.selectAll}
                      checked={allShown}
                      onChange={() => setSelected(allShown ? new Set() : new Set(items.map((e) => e.id)))}
                      className="size-4"
                    />
                  </th>
                  <th scope="col" className="p-3">
                    {inboxText.columns.enquiry}
                  </th>
                  <th scope="col" className="hidden p-3 md:table-cell">
                    {inboxText.form}
                  </th>
                  <th scope="col" className="hidden p-3 lg:table-cell">
                    {inboxText.columns.received}
                  </th>
                  <th scope="col" className="p-3">
                    {inboxText.status}
                  </th>
                  <th scope="col" className="hidden p-3 md:table-cell">
                    {inboxText.columns.notification}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((e) => (
                  <tr key={e.id} className="border-t border-steel-100 align-top hover:bg-navy-50">
                    <td className="p-3">
                      <input
                        type="checkbox"
                        aria-label={`Select ${e.reference}`}
                        checked={selected.has(e.id)}
                        onChange={() => toggle(e.id)}
                        className="size-4"
                      />
                    </td>
                    <td className="p-3">
                      <Link
                        to={`?${filterQuery(filter, { id: String(e.id) })}`}
                        className="font-semibold text-navy-700 underline-offset-2 hover:underline"
                      >
                        {e.company || e.person || e.email}
                      </Link>
                      <div className="text-steel-600">
                        {e.person}
                        {e.person && e.company ? " · " : ""}
                        <span className="font-mono text-xs whitespace-nowrap">{e.reference}</span>
                      </div>
                      <div className="text-xs text-steel-600 lg:hidden">
                        <span className="md:hidden">{formLabels[e.formType]} · </span>
                        {lagosTime(e.receivedAt)}
                      </div>
                    </td>
                    <td className="hidden p-3 md:table-cell">{formLabels[e.formType]}</td>
                    <td className="hidden whitespace-nowrap p-3 lg:table-cell">{lagosTime(e.receivedAt)}</td>
                    <td className="p-3">
                      <StatusBadge status={e.status} spam={e.spam} />
                    </td>
                    <td className="hidden p-3 md:table-cell">{notificationLabels[e.notification]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {nextBefore !== null && (
            <button type="button" onClick={more} className={`${secondaryButtonClass} mt-4`}>
              {inboxText.more}
            </button>
          )}
        </>
      )}
      {items !== null && items.length === 0 && <p className="mt-4 rounded-lg bg-white p-6 shadow-sm">{inboxText.none}</p>}
      <ErasePanel onErased={load} />
      {me && <AddPasskey count={me.passkeys} onAdded={(passkeys) => onMe({ ...me, passkeys })} />}
    </>
  );
}

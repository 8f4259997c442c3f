import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enquiryForms } from "~/content/enquiry-forms";
import { company } from "~/content/company";
import { draftKey } from "./draft-storage";
import { EnquiryForm } from "./enquiry-form";

const partner = enquiryForms.partner;

function renderPartnerForm() {
  render(
    <>
      <h2 id="partner-title">Partnership request form</h2>
      <EnquiryForm content={partner} labelledBy="partner-title" />
    </>,
  );
  return screen.getByRole("form", { name: "Partnership request form" });
}

async function fillPartnerForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Company name/), "Harmattan Gas");
  await user.type(screen.getByLabelText(/^Industry/), "Gas processing");
  await user.type(screen.getByLabelText(/^Contact person/), "Ifeoma Okafor");
  await user.type(screen.getByLabelText(/^Position/), "Director");
  await user.type(screen.getByLabelText(/^Email address/), "ifeoma@harmattan.example");
  await user.type(screen.getByLabelText(/^Phone number/), "+234 809 000 1234");
  await user.selectOptions(screen.getByLabelText(/^Partnership interest/), "Technology Partnership");
  await user.type(screen.getByLabelText(/^Message/), "Compressor packages.");
}

function jsonAnswer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("EnquiryForm", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    // jsdom does not lay out pages, so it has no scrolling to do.
    Element.prototype.scrollIntoView = vi.fn();
    document.title = "Become a Partner | Deltaforge Energy";
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("validates itself after hydration: summary with focus and links, inline errors, title prefix, nothing sent", async () => {
    const user = userEvent.setup();
    const form = renderPartnerForm();
    expect(form).toHaveAttribute("novalidate");
    await user.type(screen.getByLabelText(/^Email address/), "ifeoma@");
    await user.click(screen.getByRole("button", { name: "Send partnership request" }));

    const summary = screen.getByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole("link")).toHaveLength(8);
    const emailLink = within(summary).getByRole("link", { name: /email address in the correct format/ });
    expect(emailLink).toHaveAttribute("href", "#enquiry-email");
    expect(document.title).toBe("Error: Become a Partner | Deltaforge Energy");
    expect(fetchMock).not.toHaveBeenCalled();

    const email = screen.getByLabelText(/^Email address/);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(/Enter an email address in the correct format/);
    await user.click(emailLink);
    expect(email).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Send partnership request" }));
    expect(document.title).toBe("Error: Become a Partner | Deltaforge Energy");
  });

  it("sends once, shows Sending..., then the success message, resets the form and forgets the draft", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const form = renderPartnerForm();
    await fillPartnerForm(user);
    expect(sessionStorage.getItem(draftKey("partner"))).toContain("Harmattan Gas");

    const button = screen.getByRole("button", { name: "Send partnership request" });
    await user.dblClick(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Sending...");
    expect(form).toHaveAttribute("aria-busy", "true");
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body.get("subject")).toBe("New partnership request from Harmattan Gas");
    expect(body.get("partnership_interest")).toBe("Technology Partnership");
    expect(body.get("form_type")).toBe("partner");

    answer(jsonAnswer({ success: true, message: "Email sent", reference: "DF-P-2026-00007" }));
    const success = await screen.findByText("Thank you! Your partnership request was submitted successfully.");
    const status = success.closest("[role=status]") as HTMLElement;
    expect(status).not.toBeNull();
    // Our inbox's reference, in the content's sentence, inside the same live region.
    expect(status).toHaveTextContent("Your reference is DF-P-2026-00007. Please quote it when you call or write to us.");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(button).toBeEnabled();
    expect(form).toHaveAttribute("aria-busy", "false");
    expect(screen.getByLabelText(/^Company name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Partnership interest/)).toHaveValue("");
    expect(sessionStorage.getItem(draftKey("partner"))).toBeNull();
  });

  it("shows a refusal's message, or the fallback, and keeps what was typed", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer({ success: false, message: "Invalid access key." }, 401));
    fetchMock.mockResolvedValueOnce(jsonAnswer({ success: false }, 400));
    const user = userEvent.setup();
    renderPartnerForm();
    await fillPartnerForm(user);
    const button = screen.getByRole("button", { name: "Send partnership request" });

    await user.click(button);
    const alert = await screen.findByText("Invalid access key.");
    expect(alert.closest("[role=alert]")).not.toBeNull();
    expect(screen.getByRole("link", { name: company.emails.info })).toHaveAttribute("href", `mailto:${company.emails.info}`);
    expect(screen.getByLabelText(/^Company name/)).toHaveValue("Harmattan Gas");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await user.click(button);
    expect(await screen.findByText("Something went wrong!")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Compressor packages.");
  });

  it.each([429, 500])("shows the service's own message for a refusal with status %i, not our advice", async (status) => {
    fetchMock.mockResolvedValueOnce(jsonAnswer({ success: false, message: "Daily submission quota reached." }, status));
    const user = userEvent.setup();
    renderPartnerForm();
    await fillPartnerForm(user);
    await user.click(screen.getByRole("button", { name: "Send partnership request" }));
    const alert = await screen.findByText("Daily submission quota reached.");
    expect(alert.closest("[role=alert]")).not.toBeNull();
    expect(screen.queryByText(/wait a minute|error \d{3}/)).toBeNull();
  });

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch")), /Check your internet connection/],
    ["rate limiting", () => Promise.resolve(jsonAnswer({ success: false }, 429)), /wait a minute and try again/],
    ["a server error", () => Promise.resolve(new Response("oops", { status: 500 })), /error 500/],
  ])("after %s says what to do next and stays usable", async (_name, respond, message) => {
    fetchMock.mockImplementation(respond);
    const user = userEvent.setup();
    renderPartnerForm();
    await fillPartnerForm(user);
    await user.click(screen.getByRole("button", { name: "Send partnership request" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(/If this keeps happening, e-mail them to us/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send partnership request" })).toBeEnabled();
    expect(screen.getByLabelText(/^Industry/)).toHaveValue("Gas processing");
  });

  it("after a network failure on a device that will not keep the enquiry says to check the connection, not Sending… for ever", async () => {
    // A browser that refuses IndexedDB (a private window, a full disk) throws on open.
    vi.stubGlobal("indexedDB", {
      open() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    fetchMock.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    renderPartnerForm();
    await fillPartnerForm(user);
    await user.click(screen.getByRole("button", { name: "Send partnership request" }));
    expect(await screen.findByText(/Check your internet connection/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send partnership request" })).toBeEnabled();
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Compressor packages.");
  });

  it("sends a retry with the first send's submission id, and edited values with a new one", async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    renderPartnerForm();
    await fillPartnerForm(user);
    const button = screen.getByRole("button", { name: "Send partnership request" });
    const idOfCall = (n: number) => (fetchMock.mock.calls[n]![1]!.body as FormData).get("submission_id");
    await user.click(button);
    await screen.findByText(/Check your internet connection/);
    await user.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(idOfCall(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(idOfCall(1)).toBe(idOfCall(0));
    await user.type(screen.getByLabelText(/^Industry/), " and power");
    await user.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(idOfCall(2)).toMatch(/^[0-9a-f]{32}$/);
    expect(idOfCall(2)).not.toBe(idOfCall(0));
  });

  it("brings a saved draft back, without the spam trap, and can clear it", async () => {
    sessionStorage.setItem(
      draftKey("partner"),
      JSON.stringify({ company_name: "Harmattan Gas", partnership_interest: "Service Partnership", botcheck: "on" }),
    );
    const user = userEvent.setup();
    renderPartnerForm();
    await waitFor(() => expect(screen.getByLabelText(/^Company name/)).toHaveValue("Harmattan Gas"));
    expect(screen.getByLabelText(/^Partnership interest/)).toHaveValue("Service Partnership");
    expect(screen.getByText(/We restored the answers/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear the form" }));
    expect(screen.getByLabelText(/^Company name/)).toHaveValue("");
    expect(sessionStorage.getItem(draftKey("partner"))).toBeNull();
  });
});

/** The mail settings as the server's config reads them: valid setups, and errors that name the variable without showing credentials. */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { headerText, redactUrl } from "./settings";

const SMTP = "smtp://mailer:pa%24%24word@mail.deltaforge.example:587";
const BASE = {
  INBOX_SMTP_URL: SMTP,
  INBOX_MAIL_FROM: "Deltaforge website <website@deltaforge.example>",
  INBOX_MAIL_TO: "enquiries@deltaforge.example",
};

describe("mail settings", () => {
  it("are off without INBOX_SMTP_URL", () => {
    expect(loadConfig({}).mail).toBeNull();
  });

  it("read the server, sender and recipients, with per-form overrides", () => {
    const mail = loadConfig({
      ...BASE,
      INBOX_MAIL_TO: " enquiries@deltaforge.example , Managing Director <md@deltaforge.example>",
      INBOX_MAIL_TO_VENDOR: "procurement@deltaforge.example",
    }).mail!;
    expect(mail.smtpUrl).toBe(SMTP);
    expect(mail.from).toEqual({ name: "Deltaforge website", address: "website@deltaforge.example" });
    expect(mail.to.quote).toEqual([
      { name: "", address: "enquiries@deltaforge.example" },
      { name: "Managing Director", address: "md@deltaforge.example" },
    ]);
    expect(mail.to.partner).toEqual(mail.to.quote);
    expect(mail.to.vendor).toEqual([{ name: "", address: "procurement@deltaforge.example" }]);
    expect(mail.messageIdDomain).toBe("deltaforge.example");
  });

  it("accept per-form recipients alone when every form has one", () => {
    const mail = loadConfig({
      ...BASE,
      INBOX_MAIL_TO: "",
      INBOX_MAIL_TO_QUOTE: "sales@deltaforge.example",
      INBOX_MAIL_TO_VENDOR: "procurement@deltaforge.example",
      INBOX_MAIL_TO_PARTNER: "md@deltaforge.example",
    }).mail!;
    expect(mail.to.partner[0]!.address).toBe("md@deltaforge.example");
  });

  it("fail with a message naming the variable, never showing the password", () => {
    const error = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      throw new Error("no error");
    };
    expect(error({ ...BASE, INBOX_SMTP_URL: "http://mailer:hunter2@mail.example" })).toMatch(
      /^INBOX_SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL .*got "http:\/\/\*\*\*@mail\.example"$/,
    );
    expect(error({ ...BASE, INBOX_SMTP_URL: "smtp://mailer:hunter2@" })).not.toContain("hunter2");
    expect(error({ ...BASE, INBOX_SMTP_URL: "mailer:hunter2 at mail.example" })).not.toContain("hunter2");
    expect(error({ ...BASE, INBOX_MAIL_FROM: "" })).toMatch(/^INBOX_MAIL_FROM must be set when INBOX_SMTP_URL is/);
    expect(error({ ...BASE, INBOX_MAIL_FROM: "a@x.example, b@x.example" })).toMatch(/^INBOX_MAIL_FROM must be one e-mail address/);
    expect(error({ ...BASE, INBOX_MAIL_TO: "" })).toMatch(/^INBOX_MAIL_TO must be set when INBOX_SMTP_URL is/);
    expect(error({ ...BASE, INBOX_MAIL_TO: "enquiries@deltaforge.example, sales" })).toMatch(
      /^INBOX_MAIL_TO must be comma-separated e-mail addresses, got "enquiries@deltaforge.example, sales"$/,
    );
    expect(error({ ...BASE, INBOX_MAIL_TO_PARTNER: "not an address" })).toMatch(/^INBOX_MAIL_TO_PARTNER must be/);
    expect(error({ INBOX_MAIL_TO: "enquiries@deltaforge.example" })).toMatch(
      /^INBOX_MAIL_TO is set but INBOX_SMTP_URL is not: nobody would be notified/,
    );
  });

  it("redact credentials from a URL", () => {
    expect(redactUrl(SMTP)).toBe("smtp://***@mail.deltaforge.example:587");
    expect(redactUrl("smtps://mail.example:465")).toBe("smtps://mail.example:465");
  });

  it("keep header text on one line", () => {
    expect(headerText("Ada\r\nBcc: x@evil.example\u2028\u0000 Lovelace")).toBe("Ada Bcc: x@evil.example Lovelace");
    expect([...headerText("x".repeat(500), 10)]).toHaveLength(10);
  });
});

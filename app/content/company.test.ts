import { describe, expect, it } from "vitest";
import { chatUrl } from "./chat-url";
import { certifiedClaims, company } from "./company";

describe("the company's facts, derived where they repeat", () => {
  it("chats on WhatsApp with the first phone number, whatever it is changed to", () => {
    expect(chatUrl("+234 809 555 0101")).toBe("https://wa.me/2348095550101");
    expect(company.chatUrl).toBe(chatUrl(company.phones[0]!));
  });

  it("writes the footer's certificates as one sentence list, every certificate in order", () => {
    // Joined at build time (issue 48): the browser's build receives the sentence, not the formatter.
    const positions = company.claims.map((claim) => certifiedClaims.indexOf(claim));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(certifiedClaims).toMatch(/ and /);
  });
});

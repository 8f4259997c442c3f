import { describe, expect, it } from "vitest";
import { chatUrl } from "./chat-url";
import { company } from "./company";

describe("the company's facts, derived where they repeat", () => {
  it("chats on WhatsApp with the first phone number, whatever it is changed to", () => {
    expect(chatUrl("+234 809 555 0101")).toBe("https://wa.me/2348095550101");
    expect(company.chatUrl).toBe(chatUrl(company.phones[0]!));
  });
});

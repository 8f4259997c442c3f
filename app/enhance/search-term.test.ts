import { beforeEach, describe, expect, it } from "vitest";
import { getSearchTerm, resetSearchTermForTests } from "~/lib/search-term";
import { initSearchTerm } from "./search-term";

initSearchTerm();

function submit(value: string) {
  document.body.innerHTML = `<form role="search" action="/search"><input name="q" type="search"></form>`;
  const form = document.querySelector("form")!;
  const input = form.querySelector("input")!;
  input.value = value;
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return { event, input };
}

describe("search forms", () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetSearchTermForTests();
  });

  it("store the trimmed term and let the browser submit it trimmed", () => {
    const { event, input } = submit("  tank farm ");
    expect(event.defaultPrevented).toBe(false);
    expect(input.value).toBe("tank farm");
    expect(getSearchTerm()).toBe("tank farm");
  });

  it("do nothing for blank text", () => {
    const { event } = submit("   ");
    expect(event.defaultPrevented).toBe(true);
    expect(getSearchTerm()).toBe("");
  });

  it("leave the staff inbox's filter form alone: a search form with no action", () => {
    document.body.innerHTML = `<form role="search"><input name="q" type="search" value="Quay Cranes"></form>`;
    document.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(getSearchTerm()).toBe("");
  });

  it("leave other forms alone", () => {
    document.body.innerHTML = `<form><input name="q" value="  x "></form>`;
    const event = new Event("submit", { bubbles: true, cancelable: true });
    document.querySelector("form")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(getSearchTerm()).toBe("");
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { resetSearchTermForTests, setSearchTerm } from "~/lib/search-term";
import { startSearchHighlight } from "./search-highlight";

function hero(text: string) {
  document.body.innerHTML = `<section><h1 data-highlight>${text}</h1><p>${text}</p></section>`;
  return document.querySelector("section")!;
}

describe("search highlight", () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetSearchTermForTests();
  });

  it("marks every case-insensitive match in [data-highlight] texts only", () => {
    setSearchTerm(" energy ");
    const root = hero("Energy for energy markets");
    startSearchHighlight(root);
    expect([...root.querySelectorAll("h1 mark")].map((mark) => mark.textContent)).toEqual(["Energy", "energy"]);
    expect(root.querySelector("h1")!.textContent).toBe("Energy for energy markets");
    expect(root.querySelectorAll("p mark")).toHaveLength(0);
  });

  it("takes a term literally and leaves the text alone without one", () => {
    setSearchTerm("[a-z");
    const root = hero("Plain text (feed)");
    startSearchHighlight(root);
    expect(root.querySelectorAll("mark")).toHaveLength(0);
    setSearchTerm("(feed)");
    startSearchHighlight(root);
    expect(root.querySelector("mark")!.textContent).toBe("(feed)");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useUrlChoice } from "./use-url-choice";

const fruits = ["apple", "pear", "plum"] as const;

function Picker() {
  const [fruit, setFruit] = useUrlChoice("fruit", fruits, "apple");
  const location = useLocation();
  return (
    <>
      <p data-testid="value">{fruit}</p>
      <p data-testid="search">{location.search}</p>
      {fruits.map((name) => (
        <button key={name} type="button" onClick={() => setFruit(name)}>
          {name}
        </button>
      ))}
    </>
  );
}

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/", Component: Picker }]);
  render(<Stub initialEntries={[url]} />);
}

describe("useUrlChoice", () => {
  it("reads a known value from the URL", () => {
    renderAt("/?fruit=pear");
    expect(screen.getByTestId("value")).toHaveTextContent("pear");
  });

  it("falls back for an unknown value", () => {
    renderAt("/?fruit=durian");
    expect(screen.getByTestId("value")).toHaveTextContent("apple");
  });

  it("writes the choice to the URL and removes it for the fallback", async () => {
    renderAt("/?other=1");
    await userEvent.click(screen.getByRole("button", { name: "plum" }));
    expect(screen.getByTestId("value")).toHaveTextContent("plum");
    expect(screen.getByTestId("search")).toHaveTextContent("?other=1&fruit=plum");
    await userEvent.click(screen.getByRole("button", { name: "apple" }));
    expect(screen.getByTestId("search")).toHaveTextContent(/^\?other=1$/);
  });
});

import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LinkCard } from "./link-card";

describe("LinkCard", () => {
  it("is one link named by its title, with a decorative picture and a hidden cue", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <LinkCard
            href="/services/engineering"
            title="Engineering"
            description="Conceptual, FEED and detailed engineering."
            image={{ src: "/art/services/engineering.svg", width: 800, height: 600 }}
            aspect="aspect-[16/10]"
            cue="Learn more"
          />
        ),
      },
    ]);
    const { container } = render(<Stub />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Engineering");
    expect(links[0]).toHaveAttribute("href", "/services/engineering");
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
    expect(screen.getByText("Learn more", { exact: false }).closest("[aria-hidden]")).not.toBeNull();
    expect(screen.getByText("Conceptual, FEED and detailed engineering.")).toBeInTheDocument();
  });
});

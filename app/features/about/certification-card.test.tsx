import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import { CertificationCard } from "./certification-card";

const certification = certifications[0]!;

describe("CertificationCard", () => {
  it("shows the year badge, category, name, description and picture at the certificate's anchor", () => {
    const { container } = render(<CertificationCard certification={certification} />);
    const card = screen.getByRole("article", { name: certification.name });
    expect(card).toHaveAttribute("id", certification.id);
    expect(card).toHaveTextContent(`Awarded ${certification.year}`);
    expect(card).toHaveTextContent(certification.category);
    expect(card).toHaveTextContent(certification.description);
    expect(container.querySelector("img")).toHaveAttribute("src", certification.image);
  });

  it("shows no validity line when the entry has no validity", () => {
    render(<CertificationCard certification={{ ...certification, validity: undefined }} />);
    expect(screen.queryByText(/valid/i)).toBeNull();
  });

  it("shows the validity line when the entry has one", () => {
    render(<CertificationCard certification={{ ...certification, validity: "Until March 2028" }} />);
    expect(screen.getByText("Valid: Until March 2028")).toBeInTheDocument();
  });
});

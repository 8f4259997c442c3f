import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { yard, yardGroups } from "~/content/yard";
import { YardGallery } from "./yard-gallery";

describe("YardGallery", () => {
  it("shows every titled group, pictures side by side when there are several and full width when alone", () => {
    render(<YardGallery heading={yard.gallery} groups={yardGroups} />);
    const groups = screen.getAllByRole("article");
    expect(groups).toHaveLength(14);
    for (const [index, group] of yardGroups.entries()) {
      const article = groups[index]!;
      expect(within(article).getByRole("heading", { level: 3 })).toHaveTextContent(group.title);
      const images = within(article).getAllByRole("img");
      expect(images).toHaveLength(group.images.length);
      const grid = images[0]!.parentElement!;
      if (group.images.length > 1) expect(grid).toHaveClass("grid-cols-2");
      else expect(grid).not.toHaveClass("grid");
      for (const image of images) expect(image).toHaveAttribute("loading", "lazy");
    }
  });
});

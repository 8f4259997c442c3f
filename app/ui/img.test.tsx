import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PhotoManifest } from "../lib/photo-variants";
import { Img } from "./img";

// A manifest as scripts/photos/build-variants.mjs writes it, for one photo.
const manifest: PhotoManifest = {
  "/photos/projects/calabar.jpg": {
    width: 2400,
    height: 1600,
    avif: [
      { src: "/photos/_variants/projects/calabar-480.avif", width: 480 },
      { src: "/photos/_variants/projects/calabar-960.avif", width: 960 },
      { src: "/photos/_variants/projects/calabar-1600.avif", width: 1600 },
    ],
    webp: [
      { src: "/photos/_variants/projects/calabar-480.webp", width: 480 },
      { src: "/photos/_variants/projects/calabar-960.webp", width: 960 },
      { src: "/photos/_variants/projects/calabar-1600.webp", width: 1600 },
    ],
  },
};

vi.mock("../lib/photo-variants", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/photo-variants")>()),
  photoVariants: (src: string) => manifest[src],
}));

describe("Img", () => {
  it("renders our SVG artwork as a plain lazy <img> with its size", () => {
    const { container } = render(<Img src="/art/projects/calabar-tank-farm.svg" alt="Tank farm" width={800} height={600} />);

    const img = screen.getByRole("img", { name: "Tank farm" });
    expect(container.querySelector("picture")).toBeNull();
    expect(img).toHaveAttribute("src", "/art/projects/calabar-tank-farm.svg");
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "600");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("marks art that comes with the page for the build, and loads it eagerly", () => {
    render(<Img src="/art/brand/logo.svg" alt="Home" width={240} height={56} inline />);

    const img = screen.getByRole("img", { name: "Home" });
    expect(img).toHaveAttribute("data-inline", "");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("renders a photo with variants as <picture> with AVIF, then WebP, then the original", () => {
    const { container } = render(
      <Img src="/photos/projects/calabar.jpg" alt="Calabar tank farm" width={800} height={600} className="object-cover" />,
    );

    const picture = container.querySelector("picture");
    expect(picture).not.toBeNull();
    const sources = picture!.querySelectorAll("source");
    expect([...sources].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute(
      "srcset",
      "/photos/_variants/projects/calabar-480.avif 480w, /photos/_variants/projects/calabar-960.avif 960w, /photos/_variants/projects/calabar-1600.avif 1600w",
    );
    expect(sources[1]).toHaveAttribute("srcset", expect.stringContaining("/photos/_variants/projects/calabar-960.webp 960w"));
    expect(sources[0]).toHaveAttribute("sizes", "(max-width: 800px) 100vw, 800px");

    const img = screen.getByRole("img", { name: "Calabar tank farm" });
    expect(img.parentElement).toBe(picture);
    expect(img).toHaveAttribute("src", "/photos/projects/calabar.jpg");
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "600");
    expect(img).toHaveClass("object-cover");
  });

  it("passes the page's sizes to the sources and keeps priority loading on the <img>", () => {
    const { container } = render(<Img src="/photos/projects/calabar.jpg" alt="" width={1600} height={900} sizes="100vw" priority />);

    for (const source of container.querySelectorAll("source")) expect(source).toHaveAttribute("sizes", "100vw");
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("keeps photos without variants plain, without sizes (invalid on an <img> without srcset)", () => {
    const { container } = render(<Img src="/photos/new-upload.jpg" alt="New" width={400} height={300} sizes="50vw" />);

    expect(container.querySelector("picture")).toBeNull();
    expect(screen.getByRole("img", { name: "New" })).not.toHaveAttribute("sizes");
  });
});

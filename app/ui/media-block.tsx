import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Img } from "./img";

export type MediaImage = { src: string; alt: string; width?: number; height?: number; sizes?: string };

const frames = { flat: "bg-navy-100 shadow-card", raised: "object-cover shadow-raised" } as const;

/** A picture's card-like frame: "flat" for artwork on a tinted ground, "raised" for photographs lifted off the page. */
export function pictureClass(frame: keyof typeof frames, extra = ""): string {
  return cn("w-full rounded-card", frames[frame], extra);
}

/** A picture that fills its frame (`render-picture-near-view`) and grows a little while its card is hovered. */
export const zoomingPictureClass =
  "size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none";

type MediaBlockProps = {
  image: MediaImage;
  /** "lg": side by side from large screens, in a content-wide column; "xl": from extra-large, in a narrower column. */
  from?: "lg" | "xl";
  frame?: keyof typeof frames;
  children: ReactNode;
};

/** Text beside a picture, stacked on small screens: the company overview, the /about snapshot, media sections. */
export function MediaBlock({ image, from = "lg", frame = "flat", children }: MediaBlockProps) {
  return (
    <div className={cn("grid items-center", from === "lg" ? "gap-10 lg:grid-cols-2 lg:gap-16" : "gap-8 xl:grid-cols-2 xl:gap-10")}>
      {children}
      <Img
        src={image.src}
        alt={image.alt}
        width={image.width ?? 800}
        height={image.height ?? 600}
        sizes={image.sizes}
        className={pictureClass(frame)}
      />
    </div>
  );
}

import type { ImgHTMLAttributes } from "react";
import { photoVariants, pictureSizes, srcSet } from "../lib/photo-variants";

export type ImgProps = {
  src: string;
  /** Describe what the picture shows; pass "" for pure decoration. */
  alt: string;
  width: number;
  height: number;
  /** The largest above-the-fold picture: loaded eagerly with high fetch priority. */
  priority?: boolean;
  /**
   * Small SVG art every page shows at its top (the header's logo): eager, and written into the page
   * by the build (scripts/inline-art.mjs), so it needs no request of its own.
   */
  inline?: boolean;
  className?: string;
  /**
   * Layout width for choosing a photo variant, e.g. "(min-width: 1024px) 33vw, 100vw". Only the
   * <source> srcsets use it: `sizes` on an <img> without `srcset` is invalid HTML (npm run check:html).
   */
  sizes?: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, "onLoad" | "onError" | "style">;

/**
 * The one image component. Explicit width and height reserve the space (no layout shift);
 * everything below the fold loads lazily. A real photograph with variants in the build's manifest
 * (see scripts/photos/) becomes a <picture> offering AVIF, then WebP, then the original; our SVG
 * artwork stays a plain <img>.
 */
export function Img({ src, alt, width, height, priority = false, inline = false, className, sizes, ...rest }: ImgProps) {
  const variants = photoVariants(src);
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority || inline ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
      data-inline={inline ? "" : undefined}
      {...rest}
    />
  );
  if (!variants) return img;

  const sourceSizes = pictureSizes(width, sizes);
  // display: contents keeps the <img> the layout box, so classes written for a bare <img>
  // (object-cover, absolute inset-0, grid placement) behave the same inside <picture>.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(variants.avif)} sizes={sourceSizes} />
      <source type="image/webp" srcSet={srcSet(variants.webp)} sizes={sourceSizes} />
      {img}
    </picture>
  );
}

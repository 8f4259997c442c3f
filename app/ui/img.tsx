import type { ImgHTMLAttributes } from "react";

export type ImgProps = {
  src: string;
  /** Describe what the picture shows; pass "" for pure decoration. */
  alt: string;
  width: number;
  height: number;
  /** The largest above-the-fold picture: loaded eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
  sizes?: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, "onLoad" | "onError" | "style">;

/**
 * The one image component. Explicit width and height reserve the space (no layout shift);
 * everything below the fold loads lazily.
 */
export function Img({ src, alt, width, height, priority = false, className, sizes, ...rest }: ImgProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
      {...rest}
    />
  );
}

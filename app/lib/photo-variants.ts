// Which real photographs have AVIF/WebP variants, read from the manifest that
// scripts/photos/build-variants.mjs writes before the build. import.meta.glob resolves to an empty
// object while the (git-ignored) manifest does not exist, so a fresh clone typechecks, tests and
// runs without it, and every picture is then a plain <img>.

export interface PhotoVariant {
  /** Site-relative URL of one encoded width, e.g. /photos/_variants/projects/x-960.avif */
  src: string;
  width: number;
}

export interface PhotoVariants {
  /** Size of the original photograph, after its EXIF rotation. */
  width: number;
  height: number;
  avif: PhotoVariant[];
  webp: PhotoVariant[];
}

/** Original photo src ("/photos/…jpg") → its variants. */
export type PhotoManifest = Record<string, PhotoVariants>;

const found = import.meta.glob<PhotoManifest>("../generated/photo-variants.json", { eager: true, import: "default" });
const manifest: PhotoManifest = Object.values(found)[0] ?? {};

export function photoVariants(src: string): PhotoVariants | undefined {
  return Object.hasOwn(manifest, src) ? manifest[src] : undefined;
}

/** "a-480.avif 480w, a-960.avif 960w" */
export function srcSet(variants: PhotoVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(", ");
}

/**
 * The `sizes` of a photo's <source>s. Without one from the page, assume the picture is shown at
 * most at its width attribute (the slot's layout size) and full-width on narrower screens.
 */
export function pictureSizes(width: number, sizes: string | undefined): string {
  return sizes ?? `(max-width: ${width}px) 100vw, ${width}px`;
}

// Types of build-variants.mjs (a plain Node script, so it runs before the build without tsx).
import type { PhotoManifest } from "../../app/lib/photo-variants";

export const VARIANT_WIDTHS: number[];
export const VARIANTS_DIR_NAME: string;

export function variantWidths(sourceWidth: number): number[];

export function buildVariants(options: {
  photosDir: string;
  manifestFile: string;
  urlBase?: string;
  log?: (line: string) => void;
}): Promise<{ manifest: PhotoManifest; encoded: number; removed: number }>;

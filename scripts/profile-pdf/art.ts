// Our SVG artwork, rasterised for pdfkit (which cannot draw SVG) with sharp, in memory.
// Pictures become JPEG (small, fine for gradients); logos and badges PNG (they need transparency).
import { join } from "node:path";
import sharp from "sharp";

const publicDir = join(import.meta.dirname, "..", "..", "public");

/** Pixels per PDF point: 2 gives about 144 dpi, sharp on screen and small enough to e-mail. */
export const PIXELS_PER_POINT = 2;

export interface RasterRequest {
  /** Site path of the artwork, e.g. "/art/hero/slide-1.svg". */
  src: string;
  /** Size in PDF points; the picture is cropped to fill it. */
  width: number;
  height: number;
  format?: "jpeg" | "png";
  /** Which part to keep when cropping, e.g. "right" for art whose subject sits right of centre. */
  position?: "centre" | "left" | "right" | "top" | "bottom";
}

const cache = new Map<string, Promise<string>>();

/** The artwork as a data URI pdfkit embeds (once per document, since pdfkit caches string sources). */
export function raster(request: RasterRequest): Promise<string> {
  const key = JSON.stringify(request);
  let uri = cache.get(key);
  if (!uri) {
    uri = render(request);
    cache.set(key, uri);
  }
  return uri;
}

async function render({ src, width, height, format = "jpeg", position = "centre" }: RasterRequest): Promise<string> {
  const file = join(publicDir, src);
  const pixels = { width: Math.round(width * PIXELS_PER_POINT), height: Math.round(height * PIXELS_PER_POINT) };
  // Render the SVG at a density that gives at least the pixels needed, so nothing is upscaled.
  const natural = await sharp(file).metadata();
  const scale = Math.max(pixels.width / natural.width, pixels.height / natural.height, 1);
  const image = sharp(file, { density: Math.ceil(72 * scale) }).resize({ ...pixels, fit: "cover", position });
  const buffer =
    format === "png"
      ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
      : await image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  return `data:image/${format};base64,${buffer.toString("base64")}`;
}

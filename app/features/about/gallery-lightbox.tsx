import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent, RefObject } from "react";
import type { GalleryImage } from "~/content/schemas/gallery";
import { Img } from "~/ui/img";
import { CloseButton } from "./close-button";

type GalleryLightboxProps = {
  dialogRef: RefObject<HTMLDialogElement | null>;
  images: readonly GalleryImage[];
  /** The picture on show, or null while the lightbox is closed. */
  index: number | null;
  onStep: (delta: 1 | -1) => void;
  onClose: () => void;
  close: () => void;
};

const stepKeys: Record<string, 1 | -1> = { ArrowLeft: -1, ArrowRight: 1 };
const navButton =
  "absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition-colors hover:bg-white/25";

/**
 * The full-screen lightbox: a native modal <dialog> showing one picture with its caption. Close,
 * Escape and a click on the backdrop close it; Previous/Next and the arrow keys step through every
 * picture of the gallery, wrapping at either end.
 */
export function GalleryLightbox({ dialogRef, images, index, onStep, onClose, close }: GalleryLightboxProps) {
  const image = index === null ? undefined : images[index];
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const delta = stepKeys[event.key];
    if (!delta) return;
    event.preventDefault();
    onStep(delta);
  };
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="lightbox-caption"
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-navy-950/95 p-0 text-white backdrop:bg-navy-950/80"
    >
      <div className="relative flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="text-sm font-semibold text-navy-100 tabular-nums">
            {index !== null && `Image ${index + 1} of ${images.length}`}
          </p>
          <CloseButton onClick={close} className="bg-white text-navy-900 hover:bg-amber-400" />
        </div>
        <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4 px-4 pb-8 sm:px-20">
          {image && (
            <Img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={800}
              height={600}
              className="max-h-[calc(100%-4rem)] w-auto max-w-full rounded-lg object-contain shadow-raised"
            />
          )}
          <figcaption id="lightbox-caption" aria-live="polite" className="text-center text-lg font-semibold">
            {image?.caption}
          </figcaption>
        </figure>
        <button type="button" onClick={() => onStep(-1)} className={`${navButton} left-3 sm:left-6`}>
          <ChevronLeft aria-hidden="true" className="size-7" />
          <span className="sr-only">Previous image</span>
        </button>
        <button type="button" onClick={() => onStep(1)} className={`${navButton} right-3 sm:right-6`}>
          <ChevronRight aria-hidden="true" className="size-7" />
          <span className="sr-only">Next image</span>
        </button>
      </div>
    </dialog>
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, type RefObject } from "react";
import type { GalleryImage } from "~/content/schemas/gallery";
import { Img } from "~/ui/img";
import { CloseButton } from "~/ui/close-button";
import { cn } from "~/lib/cn";

type GalleryLightboxProps = {
  dialogRef: RefObject<HTMLDialogElement | null>;
  images: readonly GalleryImage[];
  /** The picture on show, or null while the lightbox is closed. */
  index: number | null;
  /** Steps by one picture, wrapping; keep it stable (it is bound to the arrow keys). */
  onStep: (delta: 1 | -1) => void;
  onClose: () => void;
  close: () => void;
};

const stepKeys: Record<string, 1 | -1> = { ArrowLeft: -1, ArrowRight: 1 };
const navButton =
  "absolute bottom-6 z-10 flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition-colors hover:bg-white/25 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2";

/**
 * The full-screen lightbox: a native modal <dialog> showing one picture with its caption. Close and
 * Escape close it; Previous/Next and the arrow keys step through every
 * picture of the gallery, wrapping at either end.
 */
export function GalleryLightbox({ dialogRef, images, index, onStep, onClose, close }: GalleryLightboxProps) {
  const image = index === null ? undefined : images[index];
  // The arrow keys step from anywhere inside the open dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      const delta = stepKeys[event.key];
      if (!delta) return;
      event.preventDefault();
      onStep(delta);
    };
    dialog?.addEventListener("keydown", onKeyDown);
    return () => dialog?.removeEventListener("keydown", onKeyDown);
  }, [dialogRef, onStep]);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="lightbox-caption"
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-navy-950/95 p-0 text-white backdrop:bg-[rgb(6_26_51/0.8)]"
    >
      <div className="relative flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="text-sm font-semibold text-navy-100 tabular-nums">
            {index !== null && `Image ${index + 1} of ${images.length}`}
          </p>
          <CloseButton onClick={close} className="bg-white text-navy-900 hover:bg-amber-400" />
        </div>
        <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4 px-4 pb-24 sm:px-20 sm:pb-8">
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
        <button type="button" onClick={() => onStep(-1)} className={cn(navButton, "left-[calc(50%-3.75rem)] sm:left-6")}>
          <ChevronLeft aria-hidden="true" className="size-7" />
          <span className="sr-only">Previous image</span>
        </button>
        <button type="button" onClick={() => onStep(1)} className={cn(navButton, "right-[calc(50%-3.75rem)] sm:right-6")}>
          <ChevronRight aria-hidden="true" className="size-7" />
          <span className="sr-only">Next image</span>
        </button>
      </div>
    </dialog>
  );
}

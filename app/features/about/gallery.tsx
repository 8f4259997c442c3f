import { useCallback, useMemo, useState } from "react";
import type { GalleryCategory } from "~/content/schemas/gallery";
import { GalleryCategorySection } from "./gallery-category";
import { GalleryLightbox } from "./gallery-lightbox";
import { useModalDialog } from "./use-modal-dialog";

/** Every gallery category in turn, and the one lightbox their pictures open. */
export function Gallery({ categories }: { categories: GalleryCategory[] }) {
  const images = useMemo(() => categories.flatMap((category) => category.images), [categories]);
  const firstIndexes = useMemo(
    () => categories.map((_, position) => categories.slice(0, position).reduce((sum, category) => sum + category.images.length, 0)),
    [categories],
  );
  const [current, setCurrent] = useState<number | null>(null);
  const dialog = useModalDialog(useCallback(() => setCurrent(null), []));

  const open = (index: number, opener: HTMLElement) => {
    setCurrent(index);
    dialog.open(opener);
  };
  const count = images.length;
  const step = useCallback(
    (delta: 1 | -1) => setCurrent((index) => (index === null ? null : (index + delta + count) % count)),
    [count],
  );

  return (
    <>
      <div className="space-y-16 sm:space-y-20">
        {categories.map((category, position) => (
          <GalleryCategorySection key={category.slug} category={category} firstIndex={firstIndexes[position] ?? 0} onOpen={open} />
        ))}
      </div>
      <GalleryLightbox
        dialogRef={dialog.ref}
        images={images}
        index={current}
        onStep={step}
        onClose={dialog.onClose}
        close={dialog.close}
      />
    </>
  );
}

/** A horizontal swipe at least this long steps to the next or previous picture. */
const SWIPE_PX = 50;
const stepKeys: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * The gallery's lightbox (spec: Gallery), on the markup of features/about/gallery.tsx: each picture
 * is a button (disabled until this runs, so without scripts the grid is a plain gallery) that opens
 * the page's modal <dialog> with the picture, its caption and its place in the gallery. The buttons,
 * the arrow keys and a swipe step through every picture, wrapping at both ends; Close and Escape
 * close it, and focus goes back to the picture that opened it.
 */
export function startGalleryLightbox(gallery: HTMLElement): void {
  const dialog = gallery.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
  const caption = dialog?.querySelector("figcaption");
  const counter = dialog?.querySelector("[data-lightbox-count]");
  const openers = [...gallery.querySelectorAll<HTMLButtonElement>("[data-lightbox-open]")];
  if (!dialog || !caption || !counter || !openers.length) return;
  const picture = document.createElement("img");
  picture.className = dialog.dataset.imageClass ?? "";
  caption.before(picture);

  let index = 0;
  let opener: HTMLElement | null = null;

  function show(next: number) {
    index = (next + openers.length) % openers.length;
    const button = openers[index]!;
    const tile = button.querySelector("img");
    picture.src = tile?.getAttribute("src") ?? "";
    picture.alt = tile?.alt ?? "";
    caption!.textContent = document.getElementById(button.getAttribute("aria-labelledby") ?? "")?.textContent ?? "";
    counter!.textContent = `Image ${index + 1} of ${openers.length}`;
  }

  openers.forEach((button, i) => {
    button.disabled = false;
    button.addEventListener("click", () => {
      opener = button;
      show(i);
      dialog.showModal();
    });
  });
  dialog.addEventListener("close", () => {
    opener?.focus();
    opener = null;
  });
  dialog.addEventListener("click", (event) => {
    const control = (event.target as Element).closest<HTMLElement>("[data-lightbox-step], [data-lightbox-close]");
    if (control?.dataset.lightboxStep) show(index + Number(control.dataset.lightboxStep));
    else if (control) dialog.close();
  });
  dialog.addEventListener("keydown", (event) => {
    const delta = stepKeys[event.key];
    if (!delta) return;
    event.preventDefault();
    show(index + delta);
  });
  let start: { x: number; y: number } | null = null;
  dialog.addEventListener("pointerdown", (event) => (start = { x: event.clientX, y: event.clientY }));
  dialog.addEventListener("pointerup", (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) show(index + (dx < 0 ? 1 : -1));
  });
}

/**
 * A dialog's `close` event comes a task after it closes. Opened again before that task runs (Escape
 * then Enter at once on a busy phone, where the browser runs input first), the dialog would hear it
 * closed while it is open: dialog-closedby-polyfill 1.3.0, which forgets a dialog on `close`, then
 * lets the backdrop do nothing, and the gallery's lightbox would lose the picture to return focus
 * to. Such a late event is stopped before any listener on the dialog hears it.
 */
export function initStaleClose(): void {
  document.addEventListener(
    "close",
    (event) => {
      if (event.target instanceof HTMLDialogElement && event.target.open) event.stopImmediatePropagation();
    },
    true,
  );
}

import { useCallback, useRef } from "react";

/**
 * A native modal <dialog>: `open(opener)` shows it with showModal() (focus moves in, the page
 * behind becomes inert, Escape closes it); when it closes, however it closes, focus goes back to
 * the control that opened it.
 */
export function useModalDialog(onClosed?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((from: HTMLElement) => {
    opener.current = from;
    if (!ref.current?.open) ref.current?.showModal();
  }, []);

  const close = useCallback(() => ref.current?.close(), []);

  const onClose = useCallback(() => {
    opener.current?.focus();
    opener.current = null;
    onClosed?.();
  }, [onClosed]);

  return { ref, open, close, onClose };
}

import { type RefObject, useLayoutEffect, useRef } from 'react';

const focusable = 'a[href], button:not([tabindex="-1"]), iframe, input, select, textarea';

/**
 * What every modal dialog of the site does while it is open: the page behind it does not scroll, the
 * focus moves to its close button and Tab keeps it among the dialog's controls, Escape closes it (a
 * dialog may take further keys with `onKey`), and on closing the focus goes back to what opened it
 * (unless the one who closed it has moved it already). All of it as the dialog enters and leaves the page,
 * not a frame later: a key pressed the moment the dialog shows reaches it, and the focus is back when it
 * is gone. A dialog opens only on the visitor's action, so never while the server renders.
 */
export function useModal(
  dialog: RefObject<HTMLElement | null>,
  closeButton: RefObject<HTMLElement | null>,
  onClose: () => void,
  onKey?: (event: KeyboardEvent) => boolean,
) {
  const handlers = useRef({ onClose, onKey });
  handlers.current = { onClose, onKey };
  useLayoutEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const keydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handlers.current.onClose();
      else if (event.key === 'Tab') {
        const controls = [...(dialog.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
        const at = controls.indexOf(document.activeElement as HTMLElement);
        const next = event.shiftKey ? (at <= 0 ? controls.length - 1 : at - 1) : (at + 1) % controls.length;
        controls[next]?.focus();
      } else if (!handlers.current.onKey?.(event)) return;
      event.preventDefault();
    };
    document.addEventListener('keydown', keydown);
    return () => {
      document.removeEventListener('keydown', keydown);
      document.body.style.overflow = overflow;
      // Unless whoever closed it has put the focus somewhere already.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost || dialog.current?.contains(document.activeElement)) opener?.focus();
    };
  }, [dialog, closeButton]);
}

import { useEffect, useRef, type ReactNode } from 'react';

interface NativeDialogProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className: string;
  /** Close when the backdrop is clicked (modals yes, confirmation dialogs no). */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

// <dialog> opened with showModal() makes the rest of the page inert (the focus stays inside),
// returns focus to the opener on close and turns Esc into a cancel event.
export function NativeDialog({ open, onClose, labelledBy, className, closeOnBackdrop, children }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // jsdom and very old browsers
      // showModal() focuses the first control (a header's ×); a dialog may name its safe choice instead.
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

import type { KeyboardEvent } from 'react';

// Keyboard behaviour shared by our modal dialogs (confirm dialog, drawer): Escape closes, and Tab
// and Shift+Tab cycle inside the dialog so focus never escapes behind the backdrop.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function handleModalKeyDown(
  event: KeyboardEvent<HTMLElement>,
  container: HTMLElement | null,
  onClose: () => void,
): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

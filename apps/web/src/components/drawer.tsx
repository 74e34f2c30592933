import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from '~/components/icons';
import { handleModalKeyDown } from '~/components/modal-keyboard';

interface DrawerProps {
  /** The dialog's heading and accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
  /** A media query at which the drawer's content is on screen anyway, so the drawer closes itself. */
  closeWhen?: string;
}

/**
 * A panel sliding in from the left as a modal dialog (role="dialog", aria-modal, labelled by its
 * heading). Focus starts on the close button and stays inside; Escape, the close button and the
 * backdrop close it; focus returns to where it was; the page behind does not scroll. Render it
 * only while open.
 */
export function Drawer({
  title,
  onClose,
  children,
  closeLabel = 'Kapat',
  closeWhen = '(min-width: 48rem)',
}: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(closeWhen);
    const onChange = () => {
      if (query.matches) onClose();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [closeWhen, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleModalKeyDown(event, panelRef.current, onClose);

  return (
    <div className="fixed inset-0 z-50 flex">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="relative flex h-full w-[min(24rem,88vw)] flex-col bg-white shadow-xl"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
      </div>
    </div>
  );
}

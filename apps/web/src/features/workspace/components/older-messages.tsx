import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '~/components/button-styles';
import { Spinner } from '~/components/spinner';

/** How far below the screen the end of the list starts loading the next older page. */
const PRELOAD_MARGIN_PX = 600;

interface OlderMessagesProps {
  /** The server has older pairs than those shown. */
  hasMore: boolean;
  /** An older page is being read. */
  loading: boolean;
  /** Some read of the topic is under way (an older page, or the pages read again). */
  paused: boolean;
  /** The last older page failed: loading waits for the button (it retries). */
  failed: boolean;
  /** More than the first page is shown: say that the topic's beginning is reached. */
  showStart: boolean;
  onLoad: () => void;
}

/**
 * The older end of a topic (issue 18): the pairs are shown newest first, so older ones load when
 * the end of the list comes near the screen, or with "Daha eski mesajları yükle" (the keyboard's
 * and a failed load's way). A status region says when they are being read.
 */
export function OlderMessages({
  hasMore,
  loading,
  paused,
  failed,
  showStart,
  onLoad,
}: OlderMessagesProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const startNoteRef = useRef<HTMLParagraphElement>(null);
  const onLoadRef = useRef(onLoad);
  /** The button has focus: when it goes away (the beginning is reached), the note takes it. */
  const buttonFocused = useRef(false);

  useEffect(() => {
    onLoadRef.current = onLoad;
  });

  // Observed again after each read: the end may still be in view, and then the next page comes.
  useEffect(() => {
    const element = endRef.current;
    if (!element || !hasMore || paused || failed) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadRef.current();
      },
      { rootMargin: `0px 0px ${String(PRELOAD_MARGIN_PX)}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, paused, failed]);

  useEffect(() => {
    if (hasMore || !buttonFocused.current) return;
    buttonFocused.current = false;
    startNoteRef.current?.focus();
  }, [hasMore]);

  return (
    <div ref={endRef} className="flex flex-col items-center gap-3 text-center">
      <p
        role="status"
        className={loading ? 'flex items-center gap-2 text-sm text-muted' : 'sr-only'}
      >
        {loading ? (
          <>
            <Spinner />
            {WORKSPACE_UI_MESSAGES.loadingOlderMessages}
          </>
        ) : null}
      </p>
      {failed && !loading ? (
        <p role="alert" className="text-sm text-red-800">
          {WORKSPACE_UI_MESSAGES.olderMessagesFailed}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} w-full sm:w-auto aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
          // aria-disabled, not disabled: focus stays on the button while the page is read.
          aria-disabled={loading || undefined}
          onFocus={() => {
            buttonFocused.current = true;
          }}
          onBlur={() => {
            buttonFocused.current = false;
          }}
          onClick={() => {
            if (!loading) onLoad();
          }}
        >
          {WORKSPACE_UI_MESSAGES.loadOlderMessages}
        </button>
      ) : showStart ? (
        <p
          ref={startNoteRef}
          tabIndex={-1}
          className="text-sm text-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        >
          {WORKSPACE_UI_MESSAGES.historyStart}
        </p>
      ) : null}
    </div>
  );
}

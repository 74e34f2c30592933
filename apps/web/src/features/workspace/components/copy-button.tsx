import { WORKSPACE_UI_MESSAGES } from '@psikorehber/shared/messages';
import { useEffect, useState } from 'react';
import { CheckIcon } from '~/components/icons';
import { CopyIcon } from '~/features/workspace/components/icons';

const RESET_AFTER_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';

const LABELS: Record<CopyState, string> = {
  idle: 'Kopyala',
  copied: 'Kopyalandı',
  failed: WORKSPACE_UI_MESSAGES.copyFailed,
};

/** Copies an answer's Markdown text; the label says 'Kopyalandı' for two seconds. */
export function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50"
    >
      {state === 'copied' ? (
        <CheckIcon className="size-4" strokeWidth={2} />
      ) : (
        <CopyIcon className="size-4" />
      )}
      <span aria-live="polite">{LABELS[state]}</span>
    </button>
  );
}

import { Spinner } from '~/components/spinner';

/** The small "loading" line of pages and guards, announced politely to screen readers. */
export function LoadingState({ label = 'Yükleniyor…' }: { label?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl items-center gap-3 px-4 py-10 text-muted sm:px-6">
      <Spinner className="size-5" />
      <p role="status">{label}</p>
    </div>
  );
}

import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';

export interface ListedDocument {
  id: string;
  filename: string;
  /** A ready-made human size, e.g. '2,4 MB'. */
  sizeLabel: string;
  /** Where the document downloads from; no link when absent. */
  href?: string | undefined;
}

interface DocumentListProps {
  documents: readonly ListedDocument[];
  /** Shown only when given: deleting is allowed in some states only. */
  onDelete?: ((document: ListedDocument) => void) | undefined;
  /** The document whose deletion is running. */
  deletingId?: string | null | undefined;
}

export function DocumentList({ documents, onDelete, deletingId }: DocumentListProps) {
  if (documents.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2"
        >
          <span className="min-w-0 text-sm">
            {document.href ? (
              <a href={document.href} className={`${textLinkStyle} break-all`}>
                {document.filename}
              </a>
            ) : (
              <span className="font-medium break-all text-ink">{document.filename}</span>
            )}{' '}
            <span className="text-muted">({document.sizeLabel})</span>
          </span>
          {onDelete ? (
            <Button
              variant="danger"
              loading={deletingId === document.id}
              aria-label={`${document.filename} belgesini sil`}
              onClick={() => onDelete(document)}
            >
              Sil
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import {
  DEFAULT_DOCUMENT_NAME,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MIME_TYPES,
  DATA_EXPORT_FILE_PREFIX,
  BUSINESS_TIME_ZONE,
  DOWNLOAD_NAME_MAX_LENGTH,
} from '../constants';

// Document upload rules (docs/requirements/validation.md#val-files,
// docs/requirements/limits.md#lim-documents) and safe download names for exported files.

export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** Lowercased extension after the last dot of the base name; '' when there is none. */
export function documentExtension(filename: unknown): string {
  if (typeof filename !== 'string') return '';
  const base = filename.trim().split(/[\\/]/).at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  return dot === -1 ? '' : base.slice(dot + 1).toLocaleLowerCase('en');
}

export function isAllowedDocumentName(filename: unknown): boolean {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(documentExtension(filename));
}

export function isAllowedDocumentMimeType(mimeType: unknown): mimeType is DocumentMimeType {
  if (typeof mimeType !== 'string') return false;
  // Parameters such as '; charset=binary' do not change the type.
  const bare = mimeType.split(';')[0]?.trim().toLocaleLowerCase('en') ?? '';
  return (DOCUMENT_MIME_TYPES as readonly string[]).includes(bare);
}

const MIME_BY_EXTENSION: Readonly<Record<DocumentExtension, DocumentMimeType>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The MIME type a document's extension implies, or null for disallowed names. */
export function mimeTypeForDocument(filename: unknown): DocumentMimeType | null {
  const extension = documentExtension(filename);
  return isAllowedDocumentName(filename) ? MIME_BY_EXTENSION[extension as DocumentExtension] : null;
}

const TRANSLITERATION: Readonly<Record<string, string>> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};
const TRANSLITERATION_PATTERN = new RegExp(`[${Object.keys(TRANSLITERATION).join('')}]`, 'g');
const FALLBACK_BASE = DEFAULT_DOCUMENT_NAME.toLocaleLowerCase('en');

/**
 * An ASCII file name that is safe in a Content-Disposition header and on every file system:
 * Turkish letters transliterated, other accents stripped, anything outside [A-Za-z0-9_-] turned
 * into single dashes, at most 80 characters before the extension, 'belge' when nothing is left.
 * 'Şule ile görüşme #1', 'pdf' → 'Sule-ile-gorusme-1.pdf'.
 */
export function safeDownloadName(title: unknown, extension: string): string {
  const text = typeof title === 'string' ? title : '';
  const base =
    text
      .replace(TRANSLITERATION_PATTERN, (letter) => TRANSLITERATION[letter] ?? letter)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, DOWNLOAD_NAME_MAX_LENGTH)
      .replace(/-+$/, '') || FALLBACK_BASE;
  const cleanExtension = extension
    .replace(/^\.+/, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLocaleLowerCase('en');
  return cleanExtension ? `${base}.${cleanExtension}` : base;
}

const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The data export's file name, `psikorehber-verilerim-YYYY-MM-DD.json`, the day of `date` in Türkiye. */
export function dataExportFileName(date: Date): string {
  return `${DATA_EXPORT_FILE_PREFIX}-${istanbulDay.format(date)}.json`;
}

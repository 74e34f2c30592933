// Case- and diacritic-insensitive search keys for Turkish text (admin search on the server, list
// filters on the web), so 'ŞULE', 'Şule' and 'sule' all find each other.

/** Turkish letters and circumflex vowels folded to their plain Latin base (after lowercasing). */
const FOLDS: Readonly<Record<string, string>> = {
  ı: 'i',
  ş: 's',
  ğ: 'g',
  ç: 'c',
  ö: 'o',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};
const FOLD_PATTERN = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

/**
 * Lowercases with Turkish rules (İ→i, I→ı) without relying on locale data, folds Turkish
 * diacritics, strips any other combining marks (é→e), collapses whitespace and trims.
 * 'IŞIK' → 'isik'; 'İstanbul' → 'istanbul'.
 */
export function foldTurkish(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLowerCase()
    .replace(FOLD_PATTERN, (letter) => FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when `query` (folded) occurs in `text` (folded); an empty query matches everything. */
export function matchesSearch(text: unknown, query: unknown): boolean {
  return foldTurkish(text).includes(foldTurkish(query));
}

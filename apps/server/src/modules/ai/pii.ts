// Masking personal data before any text leaves for an external AI provider (DESIGN §8, issue 7).
// Each value becomes a numbered placeholder ([KİŞİ_1], [TEL_1], …), the same value the same
// placeholder, so the model can still tell people apart; the answer is mapped back for the user.
import { ADDRESS_TITLES, NAME_CUES, TURKISH_GIVEN_NAMES } from './turkish-names';
import { fold } from './text';

export type PiiKind = 'tc' | 'iban' | 'email' | 'phone' | 'birthdate' | 'address' | 'name';

const LABELS: Record<PiiKind, string> = {
  tc: 'TCKN',
  iban: 'IBAN',
  email: 'EPOSTA',
  phone: 'TEL',
  birthdate: 'DOĞUM_TARİHİ',
  address: 'ADRES',
  name: 'KİŞİ',
};

export interface PiiFinding {
  kind: PiiKind;
  value: string;
  start: number;
  end: number;
}

const UPPER = 'A-ZÇĞİÖŞÜ';
const LOWER = 'a-zçğıöşü';
const WORD = `[${UPPER}][${LOWER}]+`;

/** TC Kimlik No: 11 digits, first not 0, two check digits. */
export function isValidTcKimlik(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  return d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10 === d[10];
}

const MONTHS =
  'ocak|şubat|subat|mart|nisan|mayıs|mayis|haziran|temmuz|ağustos|agustos|eylül|eylul|ekim|kasım|kasim|aralık|aralik';
const DATE = `(?:\\d{1,2}[./-]\\d{1,2}[./-](?:19|20)\\d{2}|(?:19|20)\\d{2}-\\d{2}-\\d{2}|\\d{1,2}\\s+(?:${MONTHS})\\s+(?:19|20)\\d{2})`;

const PATTERNS: Array<{
  kind: PiiKind;
  regex: RegExp;
  group?: number;
  check?: (v: string) => boolean;
}> = [
  { kind: 'email', regex: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu },
  { kind: 'iban', regex: /\bTR\s?\d{2}(?:\s?\d{4}){5}\s?\d{2}\b/gi },
  { kind: 'tc', regex: /(?<!\d)[1-9]\d{10}(?!\d)/g, check: isValidTcKimlik },
  {
    kind: 'phone',
    regex:
      /(?<![\d+])(?:(?:\+90|0090)[\s-]?)?\(?0?[2-5]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{2}[\s.-]?\d{2}(?!\d)/g,
  },
  {
    kind: 'birthdate',
    regex: new RegExp(
      `(?:doğum tarihi|dogum tarihi|d\\.\\s?t\\.|doğum tarihi:|doğumlu)\\s*:?\\s*(${DATE})|(${DATE})\\s+doğumlu`,
      'giu',
    ),
  },
  {
    kind: 'address',
    regex: new RegExp(
      `(?:${WORD}\\s+){1,3}(?:Mahallesi|Mah\\.|Caddesi|Cad\\.|Sokak|Sokağı|Sok\\.|Bulvarı|Blv\\.)` +
        `(?:[,\\s]+(?:${WORD}\\s+){0,3}(?:Caddesi|Cad\\.|Sokak|Sokağı|Sok\\.))?` +
        `(?:[,\\s]+No\\s?:?\\s?\\d+[A-Za-z]?)?(?:[,\\s]+(?:D|Daire|Kat)\\s?:?\\s?\\d+)?` +
        `(?:[,\\s]+${WORD}\\s?/\\s?${WORD})?`,
      'gu',
    ),
  },
];

function findPatterns(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const { kind, regex, check } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      // Birth dates keep their cue words in the text; only the date is personal.
      const value = kind === 'birthdate' ? (match[1] ?? match[2] ?? match[0]) : match[0];
      const start = match.index + match[0].indexOf(value);
      if (check && !check(value)) continue;
      out.push({ kind, value, start, end: start + value.length });
    }
  }
  return out;
}

/** Names: listed given names (with a following capitalised surname), or any capitalised word after
 * a cue ("danışanım Mehmet") or before a title ("Selvi Hanım"). Suffixes after ' stay outside. */
function findNames(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  const wordRe = new RegExp(`[${UPPER}][${LOWER}]+`, 'gu');
  const words = [...text.matchAll(wordRe)];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const before = text.slice(Math.max(0, word.index - 20), word.index).toLocaleLowerCase('tr');
    const after = text
      .slice(word.index + word[0].length, word.index + word[0].length + 8)
      .toLocaleLowerCase('tr');
    const listed = TURKISH_GIVEN_NAMES.has(fold(word[0]));
    const cued = NAME_CUES.some((cue) => before.trimEnd().endsWith(cue));
    const titled = ADDRESS_TITLES.some((title) => new RegExp(`^\\s${title}\\b`, 'u').test(after));
    if (!listed && !cued && !titled) continue;
    let end = word.index + word[0].length;
    // A directly following capitalised word is the surname ("Ayşe Yılmaz").
    const next = words[i + 1];
    if (listed && next && next.index === end + 1 && !isTitle(next[0])) {
      end = next.index + next[0].length;
      i++;
    }
    out.push({ kind: 'name', value: text.slice(word.index, end), start: word.index, end });
  }
  return out;
}

function isTitle(word: string): boolean {
  return ADDRESS_TITLES.includes(word.toLocaleLowerCase('tr'));
}

/** All personal data found, longest first where they overlap. */
export function findPii(text: string): PiiFinding[] {
  const all = [...findPatterns(text), ...findNames(text)].sort(
    (a, b) => a.start - b.start || b.end - b.start - (a.end - a.start),
  );
  const kept: PiiFinding[] = [];
  for (const finding of all) {
    const last = kept.at(-1);
    if (last && finding.start < last.end) continue;
    kept.push(finding);
  }
  return kept;
}

export class PiiMasker {
  private readonly byValue = new Map<string, string>();
  private readonly byPlaceholder = new Map<string, string>();
  private readonly counters = new Map<PiiKind, number>();

  mask(text: string): string {
    let out = '';
    let at = 0;
    for (const finding of findPii(text)) {
      out += text.slice(at, finding.start) + this.placeholder(finding);
      at = finding.end;
    }
    return out + text.slice(at);
  }

  private placeholder(finding: PiiFinding): string {
    const key = `${finding.kind}:${finding.value.toLocaleLowerCase('tr').replace(/\s+/g, '')}`;
    const existing = this.byValue.get(key);
    if (existing) return existing;
    const n = (this.counters.get(finding.kind) ?? 0) + 1;
    this.counters.set(finding.kind, n);
    const placeholder = `[${LABELS[finding.kind]}_${String(n)}]`;
    this.byValue.set(key, placeholder);
    this.byPlaceholder.set(placeholder, finding.value);
    return placeholder;
  }

  unmask(text: string): string {
    return text.replace(/\[[A-ZÇĞİÖŞÜ_]+_\d+\]/gu, (p) => this.byPlaceholder.get(p) ?? p);
  }

  /** Unmasks a stream whose chunks may split a placeholder: holds back an unfinished "[…". */
  streamUnmasker(): { push(chunk: string): string; flush(): string } {
    let pending = '';
    return {
      push: (chunk) => {
        pending += chunk;
        const open = pending.lastIndexOf('[');
        const hold = open >= 0 && !pending.includes(']', open) && pending.length - open < 24;
        const ready = hold ? pending.slice(0, open) : pending;
        pending = hold ? pending.slice(open) : '';
        return this.unmask(ready);
      },
      flush: () => {
        const rest = this.unmask(pending);
        pending = '';
        return rest;
      },
    };
  }
}

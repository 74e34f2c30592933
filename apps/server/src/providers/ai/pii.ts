// Masking personal data before any text leaves for an external AI provider
// (docs/requirements/ai-engine.md#ai-masking, issues 7 and 15). Each value becomes a numbered
// placeholder ([KİŞİ_1], [TEL_1], …), the same value (and the same person, also by surname alone)
// the same placeholder across every text one masker sees, so the model can still tell people apart;
// the answer is mapped back for the user.
import { emptyKnown, findNames, NAME_PARTICLES, rememberNames, type KnownNames } from './pii-names';
import { findShaped, isValidTcKimlik } from './pii-patterns';
import type { PiiFinding, PiiKind } from './pii-types';
import { fold } from './text';

export { isValidTcKimlik };
export type { PiiFinding, PiiKind };

const LABELS: Record<PiiKind, string> = {
  tc: 'TCKN',
  iban: 'IBAN',
  email: 'EPOSTA',
  phone: 'TEL',
  birthdate: 'DOĞUM_TARİHİ',
  date: 'TARİH',
  address: 'ADRES',
  school: 'OKUL',
  plate: 'PLAKA',
  handle: 'HESAP',
  url: 'BAĞLANTI',
  workplace: 'İŞYERİ',
  passport: 'PASAPORT',
  sgk: 'SGK',
  record: 'DOSYA_NO',
  name: 'KİŞİ',
};

/** Keeps the first of overlapping findings, the longest where they start together. */
function withoutOverlaps(findings: PiiFinding[]): PiiFinding[] {
  const sorted = [...findings].sort(
    (a, b) => a.start - b.start || b.end - b.start - (a.end - a.start),
  );
  const kept: PiiFinding[] = [];
  for (const finding of sorted) {
    const last = kept.at(-1);
    if (last && finding.start < last.end) continue;
    kept.push(finding);
  }
  return kept;
}

/** A word in capitals ("ANKARA", "HASTANESİ", "DR"). */
const CAPITALS_WORD = /(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/u;
const CAPITALS_WORDS = new RegExp(CAPITALS_WORD.source, 'gu');
/**
 * Two or more words in capitals in a row ("ANKARA ŞEHİR HASTANESİ", "DR. NİLGÜN BAYRAK"): a
 * heading, a form or a letter written in capitals. A word in capitals alone is an acronym
 * ("DEHB'de", "GATA") and stays as it is.
 */
const CAPITALS_RUN = new RegExp(
  `${CAPITALS_WORD.source}(?:[^\\p{L}\\p{N}\\n]{1,4}${CAPITALS_WORD.source})+`,
  'gu',
);
/** Words a sentence in capitals holds that are never part of a name ("ŞU AN", "… VE …"). */
const LOWER_WORDS = new Set(
  've ile ya da de ki şu an bu o bir için gibi olan olarak ise hem ama veya'.split(' '),
);
/** The kinds whose patterns read a name's shape from its capital initials. */
const TITLE_SHAPED = new Set<PiiKind>(['workplace', 'school', 'address']);

/**
 * Institutions, schools and addresses written in capitals ("SEVK EDEN: DR. NİLGÜN BAYRAK —
 * ANKARA ŞEHİR HASTANESİ", a letterhead, a form filled in capitals): their patterns know a name by
 * its capital initial and lower-case rest, so the text is read again with each run of words in
 * capitals written with capital initials only (and a word like "VE" or "ŞU AN" in lower case, as
 * in a sentence). Turkish case mapping keeps every letter in its place (İ → i, I → ı), so a
 * finding's offsets hold in the text itself. Names in capitals are found as they are
 * (pii-names.ts).
 */
function findInCapitals(text: string): PiiFinding[] {
  let changed = false;
  const titled = text.replace(CAPITALS_RUN, (run) => {
    changed = true;
    return run.replace(CAPITALS_WORDS, (word) => {
      const lower = word.toLocaleLowerCase('tr');
      return LOWER_WORDS.has(lower) ? lower : word[0]! + lower.slice(1);
    });
  });
  if (!changed || titled.length !== text.length) return [];
  return findShaped(titled)
    .filter((f) => TITLE_SHAPED.has(f.kind) && CAPITALS_WORD.test(text.slice(f.start, f.end)))
    .map((f) => ({ ...f, value: text.slice(f.start, f.end) }));
}

function detect(text: string, known: KnownNames): PiiFinding[] {
  const found = findShaped(text);
  const taken = (f: PiiFinding) => found.some((g) => g.start < f.end && f.start < g.end);
  const shaped = withoutOverlaps([...found, ...findInCapitals(text).filter((f) => !taken(f))]);
  const blocked = (start: number, end: number) =>
    shaped.some((f) => f.start < end && start < f.end);
  return withoutOverlaps([...shaped, ...findNames(text, blocked, known)]);
}

/** All personal data found in one text, in order, without overlaps. */
export function findPii(text: string): PiiFinding[] {
  return detect(text, emptyKnown());
}

export class PiiMasker {
  private readonly byValue = new Map<string, string>();
  private readonly byPlaceholder = new Map<string, string>();
  private readonly counters = new Map<PiiKind, number>();
  /** Placeholders of people by the folded words of their names, for a surname alone later. */
  private readonly people: Array<{ words: string[]; placeholder: string }> = [];
  private readonly known = emptyKnown();

  mask(text: string): string {
    const findings = detect(text, this.known);
    rememberNames(this.known, findings);
    let out = '';
    let at = 0;
    for (const finding of findings) {
      out += text.slice(at, finding.start) + this.placeholder(finding);
      at = finding.end;
    }
    return out + text.slice(at);
  }

  private placeholder(finding: PiiFinding): string {
    const kind = finding.kind === 'birthdate' ? 'date' : finding.kind;
    const key = `${kind}:${fold(finding.value).replace(/[^a-z0-9@.]+/g, '')}`;
    const existing = this.byValue.get(key) ?? this.samePerson(finding);
    if (existing) {
      this.byValue.set(key, existing);
      return existing;
    }
    const n = (this.counters.get(finding.kind) ?? 0) + 1;
    this.counters.set(finding.kind, n);
    const placeholder = `[${LABELS[finding.kind]}_${String(n)}]`;
    this.byValue.set(key, placeholder);
    this.byPlaceholder.set(placeholder, finding.value);
    if (finding.kind === 'name') this.people.push({ words: words(finding.value), placeholder });
    return placeholder;
  }

  /** "Bulut" after "Tarık Bulut", "Ahmet Can" after "ahmet can yıldırım": one person, if unique. */
  private samePerson(finding: PiiFinding): string | undefined {
    if (finding.kind !== 'name') return undefined;
    const mine = words(finding.value);
    const matches = new Set(
      this.people
        .filter((p) => p.words.length > mine.length && mine.every((w) => p.words.includes(w)))
        .map((p) => p.placeholder),
    );
    return matches.size === 1 ? [...matches][0] : undefined;
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

/** The folded words of a name, without particles ("Al-Hamwi" → "hamwi"). */
function words(value: string): string[] {
  return fold(value)
    .split(/[\s-]+/)
    .filter((w) => w && !NAME_PARTICLES.has(w));
}

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

function detect(text: string, known: KnownNames): PiiFinding[] {
  const shaped = withoutOverlaps(findShaped(text));
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

// Masking recall and precision on labelled texts (bench/eval-ai.ts). An identifier counts as
// masked when masked spans cover every letter and digit of every occurrence of its value (a
// partial mask leaks the rest); a masked span that overlaps no labelled identifier is a false
// positive, and a "keep" phrase touched by a masked span is clinical text lost. A title or form of
// address inside a labelled name ("Dr.", "Av.", "Bey", "Hanım", "Öğretmen") identifies no one and
// need not be masked: "Dr. [AD_1]" leaks nothing.
import type { MaskingItem } from './eval-sets';

export interface Span {
  start: number;
  end: number;
}

function occurrences(text: string, value: string): Span[] {
  const out: Span[] = [];
  if (!value) return out;
  for (let i = text.indexOf(value); i >= 0; i = text.indexOf(value, i + 1)) {
    out.push({ start: i, end: i + value.length });
  }
  return out;
}

/** Titles and forms of address, as whole words (folded by toLocaleLowerCase('tr')). */
const TITLE =
  /^(dr|av|prof|doç|doc|uzm|psk|op|hemşire|bey|hanım|hanim|öğretmen|ogretmen|hoca|hocam|abla|abi|teyze|amca|sayın|sayin)$/u;

/** Positions of the text that are title words (not to be required masked). */
function titlePositions(text: string, span: Span): Set<number> {
  const out = new Set<number>();
  for (const m of text.slice(span.start, span.end).matchAll(/[\p{L}]+/gu)) {
    if (!TITLE.test(m[0].toLocaleLowerCase('tr'))) continue;
    for (let i = 0; i < m[0].length; i++) out.add(span.start + m.index + i);
  }
  return out;
}

function covered(text: string, span: Span, masked: Span[]): boolean {
  const titles = titlePositions(text, span);
  for (let i = span.start; i < span.end; i++) {
    if (!/[\p{L}\p{N}]/u.test(text[i]!) || titles.has(i)) continue;
    if (!masked.some((m) => m.start <= i && i < m.end)) return false;
  }
  return true;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

export interface MaskingScore {
  byKind: Record<string, { total: number; masked: number }>;
  spans: { total: number; falsePositive: number };
  keep: { total: number; lost: number };
  misses: Array<{ id: string; kind: string; value: string }>;
  falsePositives: Array<{ id: string; value: string }>;
  lostKeeps: Array<{ id: string; value: string }>;
}

export function scoreMasking(items: MaskingItem[], find: (text: string) => Span[]): MaskingScore {
  const score: MaskingScore = {
    byKind: {},
    spans: { total: 0, falsePositive: 0 },
    keep: { total: 0, lost: 0 },
    misses: [],
    falsePositives: [],
    lostKeeps: [],
  };
  for (const item of items) {
    const masked = find(item.text);
    const labelled = item.identifiers.flatMap((id) => occurrences(item.text, id.value));
    for (const id of item.identifiers) {
      const entry = (score.byKind[id.kind] ??= { total: 0, masked: 0 });
      entry.total += 1;
      const ok = occurrences(item.text, id.value).every((span) => covered(item.text, span, masked));
      if (ok) entry.masked += 1;
      else score.misses.push({ id: item.id, kind: id.kind, value: id.value });
    }
    for (const span of masked) {
      score.spans.total += 1;
      if (!labelled.some((l) => overlaps(l, span))) {
        score.spans.falsePositive += 1;
        score.falsePositives.push({ id: item.id, value: item.text.slice(span.start, span.end) });
      }
    }
    for (const keep of item.keep) {
      // A keep phrase that is also (part of) a labelled identifier is the label's call.
      const spans = occurrences(item.text, keep).filter(
        (k) => !labelled.some((l) => overlaps(l, k)),
      );
      if (spans.length === 0) continue;
      score.keep.total += 1;
      if (spans.some((k) => masked.some((m) => overlaps(m, k)))) {
        score.keep.lost += 1;
        score.lostKeeps.push({ id: item.id, value: keep });
      }
    }
  }
  return score;
}

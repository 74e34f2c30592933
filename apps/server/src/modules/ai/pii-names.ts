// Person names in case notes: structure first (role words and titles around a word, capitalisation
// in the middle of a sentence, a surname after a given name, nicknames with "diye" or "-cığım"),
// the name lists where structure alone is weak (lower-case notes, sentence starts, words that are
// also ordinary words). A name seen once is masked everywhere, also its surname alone.
import type { PiiFinding } from './pii-types';
import { fold as foldText } from './text';
import {
  ADDRESS_TITLES,
  AMBIGUOUS_NAMES,
  CALENDAR_NAMES,
  CLINICAL_EPONYMS,
  FOREIGN_GIVEN_NAMES,
  INSTITUTION_WORDS,
  PLACES,
  STRONG_CUES,
  TITLES_BEFORE,
  TURKISH_GIVEN_NAMES,
  TURKISH_SURNAMES,
  WEAK_CUES,
  wordSet,
} from './turkish-names';

type Case = 'cap' | 'upper' | 'lower';

/** Folding is the costly step per word; words repeat, so remember them (bounded). */
const folded = new Map<string, string>();
function fold(word: string): string {
  let out = folded.get(word);
  if (out === undefined) {
    if (folded.size > 20_000) folded.clear();
    out = foldText(word);
    folded.set(word, out);
  }
  return out;
}

interface Token {
  start: number;
  /** End of the word before any apostrophe suffix. */
  baseEnd: number;
  end: number;
  base: string;
  folded: string;
  apostrophe: boolean;
  case: Case;
  sentenceStart: boolean;
  /** Text between the previous token and this one. */
  gap: string;
  blocked: boolean;
}

/** Names already seen (folded words), from this text or earlier texts of the same masker. */
export interface KnownNames {
  words: Map<string, { lower: boolean }>;
}

export function emptyKnown(): KnownNames {
  return { words: new Map() };
}

/** Case endings written without an apostrophe ("Elifin", "Alexe", "Sudeciğim"), folded. */
const SUFFIX =
  /(?:c[iu]g[iu]m|c[iu]k|c[iu]m|(?:n|y)?(?:in|un)(?:ki)?|y?[iu]|y?[ae]|[dt][ae]n?|y?l[ae]|[cç][ae]|l[ae]r(?:[iu]n|[ae])?|gil(?:ler)?)$/;
const HYPOCORISTIC = /^c[iu](?:g[iu])?m$/;
const NICK_VERB =
  /^\s*['’"”]?\s*(diye|diyor|diyorlar|diyormus|diyorlarmis|der|derler|dermis|demis|denilen|denen|lakabi|lakapli)\b/;
const RELATION_WORDS = wordSet(
  'anne baba abla abi agabey teyze hala dayi amca dede nine kuzu bebek tatli guzel kiz ogul yavru hayat can kardes minik kucuk tosun aslan prenses melek bitanem hocam hoca annem babam canim tatlim hayatim kanka efendim doktor kizim oglum kardesim',
);
const FAMILY_STOP = wordSet(
  'anne baba eş koca çekirdek geniş koruyucu kendi kız erkek damat gelin uzak yakın biyolojik evlat ev ana oğul türk kürt alman arap rum ermeni laz çerkez suriyeli afgan göçmen yoksul zengin',
);
const O_STOP = wordSet(
  'kilo radyo video foto metro tablo senaryo piyano disko tango turbo avokado studyo milano tokyo kongo',
);
const NOT_NAMES = wordSet(
  'allah tanri rabbim hocam bu o su bir ve ile tc tckn sgk iban no tel cep dosya adres',
);
const NATIONALITIES = wordSet(
  'alman türk kürt arap rus ermeni rum yahudi çerkez laz gürcü azeri afgan ingiliz fransız italyan yunan acem fars çingene roman',
);
const LOCATIVE = /^(?:n?d[ae]n?|n?t[ae]n?|y?[ae])$/;

const GIVEN_PREFIXES = new Set<string>();
for (const name of [...TURKISH_GIVEN_NAMES, ...FOREIGN_GIVEN_NAMES])
  for (let n = 3; n <= Math.min(5, name.length); n++) GIVEN_PREFIXES.add(name.slice(0, n));

const isGiven = (f: string) => TURKISH_GIVEN_NAMES.has(f) || FOREIGN_GIVEN_NAMES.has(f);
const isListed = (f: string) => isGiven(f) || TURKISH_SURNAMES.has(f);
const isAmbiguous = (f: string) => AMBIGUOUS_NAMES.has(f) || CALENDAR_NAMES.has(f) || f.length < 3;
const isStopWord = (f: string) =>
  ADDRESS_TITLES.has(f) ||
  INSTITUTION_WORDS.has(f) ||
  TITLES_BEFORE.has(f) ||
  STRONG_CUES.has(f) ||
  WEAK_CUES.has(f) ||
  NOT_NAMES.has(f);

function caseOf(word: string): Case {
  if (!/^\p{Lu}/u.test(word)) return 'lower';
  return word.length > 1 && word === word.toLocaleUpperCase('tr') ? 'upper' : 'cap';
}

function tokenize(text: string, blocked: (s: number, e: number) => boolean): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}_]+(?:['’][\p{L}]+)?/gu)) {
    const raw = m[0];
    const cut = raw.search(/['’]/);
    const base = cut >= 0 ? raw.slice(0, cut) : raw;
    const gap = text.slice(last, m.index);
    let k = m.index - 1;
    let newline = false;
    while (k >= 0 && /[\s'"‘’“”(«\-–—]/u.test(text[k]!)) newline ||= text[k--] === '\n';
    const prev = k >= 0 ? text[k]! : '';
    tokens.push({
      start: m.index,
      baseEnd: m.index + base.length,
      end: m.index + raw.length,
      base,
      folded: fold(base),
      apostrophe: cut >= 0,
      case: caseOf(base),
      sentenceStart: prev === '' || newline || /[.!?:;…]/u.test(prev) || /['"‘“«]\s*$/u.test(gap),
      gap,
      blocked: !/^\p{L}+$/u.test(base) || blocked(m.index, m.index + raw.length),
    });
    last = m.index + raw.length;
  }
  return tokens;
}

/** The name part of a token: the whole word, or the word without a case ending if that is known. */
function namePart(token: Token, known: (f: string) => boolean): number | null {
  if (known(token.folded)) return token.baseEnd;
  if (token.apostrophe) return null;
  const m = SUFFIX.exec(token.folded);
  if (!m) return null;
  // Try the longest stem first: "Elifin" → "elif", "Sudeciğim" → "sude".
  for (let cut = token.folded.length - 1; cut >= 3; cut--) {
    const stem = token.folded.slice(0, cut);
    const rest = token.folded.slice(cut);
    if (!SUFFIX.test(rest) || SUFFIX.exec(rest)?.[0] !== rest) continue;
    if (known(stem)) return token.start + cut;
  }
  return null;
}

const adjacent = (t: Token) => /^ +$/.test(t.gap);

export function findNames(
  text: string,
  blocked: (s: number, e: number) => boolean,
  known: KnownNames = emptyKnown(),
): PiiFinding[] {
  const tokens = tokenize(text, blocked);
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upperStyle =
    letters.length > 20 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.6;
  const starts = tokens.filter((t) => t.sentenceStart && !t.blocked);
  const lowerStyle =
    starts.length > 0 && starts.filter((t) => t.case === 'lower').length / starts.length >= 0.5;
  const caseOfToken = (t: Token): Case => (upperStyle ? 'lower' : t.case);

  /** Name end per token index (where the name part of that token ends), or undefined. */
  const nameEnd = new Map<number, number>();
  const lowerNames = new Set<string>();

  const prevCue = (i: number): 'strong' | 'weak' | 'title' | null => {
    const t = tokens[i]!;
    const p = tokens[i - 1];
    if (!p || p.blocked) return null;
    if (/^\.?\s+$/.test(t.gap) && TITLES_BEFORE.has(p.folded)) return 'title';
    if (!/^:?\s+$/.test(t.gap) || p.apostrophe) return null;
    if (STRONG_CUES.has(p.folded)) return 'strong';
    if (WEAK_CUES.has(p.folded)) return t.gap.includes(':') ? 'strong' : 'weak';
    return null;
  };
  const titleAfter = (i: number) => {
    const n = tokens[i + 1];
    return !!n && adjacent(n) && !tokens[i]!.apostrophe && ADDRESS_TITLES.has(n.folded);
  };
  const nextListed = (i: number, style: Case) => {
    const n = tokens[i + 1];
    if (!n || n.blocked || !adjacent(n) || tokens[i]!.apostrophe) return false;
    if (caseOfToken(n) !== style) return false;
    return TURKISH_SURNAMES.has(n.folded) || isGiven(n.folded) || namePart(n, isListed) !== null;
  };

  const mark = (i: number, end: number, lower: boolean) => {
    nameEnd.set(i, end);
    const t = tokens[i]!;
    const f = fold(text.slice(t.start, end));
    if (lower) lowerNames.add(f);
  };

  /** Extends a name to the right over surname-like words; false when the run is an institution. */
  const extend = (i: number, style: Case): boolean => {
    const run = [i];
    let j = i;
    while (run.length < 4 && !tokens[j]!.apostrophe && nameEnd.get(j) === tokens[j]!.baseEnd) {
      const n = tokens[j + 1];
      if (!n || n.blocked || !adjacent(n)) break;
      if (isStopWord(n.folded) || CALENDAR_NAMES.has(n.folded)) break;
      const nCase = caseOfToken(n);
      if (nCase !== style) break;
      if (style === 'cap') {
        if (PLACES.has(n.folded) && !TURKISH_SURNAMES.has(n.folded)) break;
      } else if (style === 'upper') {
        if (!isListed(n.folded) && !(n.base.length >= 3 && /[AEIİOÖUÜ]/u.test(n.base))) break;
      } else {
        const listed = isListed(n.folded) || namePart(n, isListed) !== null;
        if (!listed) break;
        const after = tokens[j + 2];
        const open = !after || !adjacent(after) || after.blocked || caseOfToken(after) !== 'lower';
        if (isAmbiguous(n.folded) && !open && !nextListed(j + 1, 'lower')) break;
      }
      const end = namePart(n, () => true) ?? n.baseEnd;
      const stripped = n.apostrophe ? n.baseEnd : (namePart(n, isListed) ?? end);
      nameEnd.set(j + 1, stripped);
      run.push(j + 1);
      j += 1;
    }
    const last = tokens[run.at(-1)!]!;
    const following = tokens[run.at(-1)! + 1];
    const institution =
      !last.apostrophe &&
      following &&
      adjacent(following) &&
      INSTITUTION_WORDS.has(following.folded);
    const eponym = run.length > 1 && CLINICAL_EPONYMS.has(last.folded);
    if (institution || eponym) {
      for (const k of run) nameEnd.delete(k);
      return false;
    }
    for (const k of run) if (style === 'lower') lowerNames.add(fold(tokens[k]!.base));
    return true;
  };

  // Pass 1: names from role words, titles, the lists and capitalisation.
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i) || isStopWord(t.folded)) continue;
    const style = caseOfToken(t);
    const cue = prevCue(i);
    const titled = titleAfter(i);
    const style0 = caseOfToken(t);
    const given = isGiven(t.folded) || (style0 !== 'lower' && namePart(t, isGiven) !== null);
    const foreign = FOREIGN_GIVEN_NAMES.has(t.folded) && !TURKISH_GIVEN_NAMES.has(t.folded);
    const end =
      (style === 'lower' ? (isGiven(t.folded) ? t.baseEnd : null) : namePart(t, isGiven)) ??
      t.baseEnd;
    const stem = fold(text.slice(t.start, end));
    const ambiguous = isAmbiguous(stem);
    const calendar = CALENDAR_NAMES.has(stem);
    let accept = false;
    if (style === 'cap' || style === 'upper') {
      const place = PLACES.has(t.folded) && !cue && !titled;
      if (place) continue;
      // A role word alone does not make an acronym or a place ("Oğlu Discord'da") a name.
      const plausible =
        given ||
        ((style === 'cap' || (t.base.length >= 3 && /[AEIİOÖUÜ]/u.test(t.base))) &&
          !(t.apostrophe && LOCATIVE.test(fold(text.slice(t.baseEnd + 1, t.end)))) &&
          !NATIONALITIES.has(t.base.toLocaleLowerCase('tr')) &&
          !/(lı|li|lu|lü)$/u.test(t.base));
      if ((cue === 'title' || cue === 'strong' || titled) && plausible) accept = true;
      else if (given && style === 'cap' && !ambiguous) accept = true;
      else if (given && style === 'upper') accept = !ambiguous || nextListed(i, 'upper');
      else if (given && !calendar && (!t.sentenceStart || cue === 'weak')) accept = true;
      else if (given && nextListed(i, style)) accept = true;
      else if (
        style === 'cap' &&
        !t.sentenceStart &&
        !calendar &&
        nextListed(i, 'cap') &&
        TURKISH_SURNAMES.has(tokens[i + 1]!.folded) &&
        !isAmbiguous(tokens[i + 1]!.folded)
      )
        accept = true;
    } else if (!foreign && (isGiven(t.folded) || cue !== null || titled)) {
      if (given && !ambiguous)
        accept = cue !== null || titled || lowerStyle || nextListed(i, 'lower') || upperStyle;
      else if (given)
        accept = titled || (cue === 'strong' && (lowerStyle || nextListed(i, 'lower')));
      else accept = titled && lowerStyle && t.folded.length >= 3;
    }
    if (!accept) continue;
    mark(i, end, style === 'lower');
    extend(i, style);
  }

  // Nicknames: "'Memo' diye", "Kero diyor", "Sudeciğim", "Ayşo (Ayşe Nur)", short forms in -o.
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i) || caseOfToken(t) !== 'cap') continue;
    if (RELATION_WORDS.has(t.folded) || isStopWord(t.folded) || PLACES.has(t.folded)) continue;
    const rest = text.slice(t.end, t.end + 24);
    const suffix = t.apostrophe ? fold(text.slice(t.baseEnd + 1, t.end)) : '';
    if (NICK_VERB.test(fold(rest)) && !/^[^\p{L}]*[.!?]/u.test(rest)) {
      mark(i, t.baseEnd, false);
      continue;
    }
    if (HYPOCORISTIC.test(suffix)) {
      mark(i, t.baseEnd, false);
      continue;
    }
    const hypo = /^(.{3,}?)(c[iu]g[iu]m|c[iu]m)$/.exec(t.folded);
    if (
      !t.apostrophe &&
      hypo &&
      !RELATION_WORDS.has(hypo[1]!) &&
      !RELATION_WORDS.has(hypo[1]!.replace(/[ae]$/, ''))
    ) {
      if (isGiven(hypo[1]!) || !t.sentenceStart || /['"‘“]\s*$/u.test(t.gap)) {
        mark(i, t.start + hypo[1]!.length, false);
        continue;
      }
    }
    const short = /^(.{3,5})o$/.exec(t.folded);
    if (short && GIVEN_PREFIXES.has(short[1]!) && !O_STOP.has(t.folded) && !t.sentenceStart) {
      mark(i, t.baseEnd, false);
    }
  }

  // "X ailesi": a capitalised word before "ailesi" is a family name.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const n = tokens[i + 1]!;
    if (t.blocked || nameEnd.has(i) || caseOfToken(t) !== 'cap' || t.apostrophe) continue;
    if (!adjacent(n) || !n.folded.startsWith('aile')) continue;
    if (FAMILY_STOP.has(t.base.toLocaleLowerCase('tr')) || isStopWord(t.folded)) continue;
    if (PLACES.has(t.folded) || RELATION_WORDS.has(t.folded)) continue;
    if (t.sentenceStart && !TURKISH_SURNAMES.has(t.folded) && !known.words.has(t.folded)) continue;
    mark(i, t.baseEnd, false);
  }

  // Pass 2: names beside a name ("Deniz ile Umut"), a nickname in parentheses beside a name,
  // then every other mention of a name seen (also a surname alone).
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i) || caseOfToken(t) !== 'cap') continue;
    if (CALENDAR_NAMES.has(t.folded) || !(isGiven(t.folded) || namePart(t, isGiven) !== null))
      continue;
    const joinerAfter = tokens[i + 1];
    const joinerBefore = tokens[i - 1];
    const joins = (w?: Token) => !!w && (w.folded === 'ile' || w.folded === 've');
    const right = joins(joinerAfter) && nameEnd.has(i + 2) && !t.apostrophe;
    const left = joins(joinerBefore) && nameEnd.has(i - 2);
    if (right || left) mark(i, namePart(t, isGiven) ?? t.baseEnd, false);
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const n = tokens[i + 1]!;
    if (t.blocked || n.blocked || caseOfToken(t) !== 'cap' || caseOfToken(n) !== 'cap') continue;
    if (!/^\s*\(\s*$/.test(n.gap)) continue;
    if (nameEnd.has(i) && !nameEnd.has(i + 1) && /^\)/.test(text.slice(n.end)))
      mark(i + 1, n.baseEnd, false);
    else if (
      !nameEnd.has(i) &&
      nameEnd.has(i + 1) &&
      !isStopWord(t.folded) &&
      !PLACES.has(t.folded)
    )
      mark(i, t.baseEnd, false);
  }

  const seen = new Map(known.words);
  for (const [i, end] of nameEnd) {
    const f = fold(text.slice(tokens[i]!.start, end));
    if (!seen.has(f)) seen.set(f, { lower: lowerNames.has(f) });
    else if (lowerNames.has(f)) seen.set(f, { lower: true });
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i)) continue;
    const end = namePart(t, (f) => seen.has(f));
    if (end === null) continue;
    const f = fold(text.slice(t.start, end));
    const entry = seen.get(f)!;
    const style = caseOfToken(t);
    if (style === 'lower' && !(entry.lower && (!isAmbiguous(f) || lowerStyle))) continue;
    // A month or feast named again as such ("Ramazan ayında", "Kurban Bayramı") is the calendar.
    const next = tokens[i + 1]?.folded ?? '';
    if (CALENDAR_NAMES.has(f) && /^(ay|bayram)/.test(next)) continue;
    mark(i, end, style === 'lower');
  }
  // Adjacent name words form one finding ("Ayşe Nur Kaya").
  const out: PiiFinding[] = [];
  const indexes = [...nameEnd.keys()].sort((a, b) => a - b);
  for (const i of indexes) {
    const t = tokens[i]!;
    const end = nameEnd.get(i)!;
    const last = out.at(-1);
    if (
      last &&
      last.end === tokens[i - 1]?.end &&
      tokens[i - 1]!.baseEnd === last.end &&
      adjacent(t)
    ) {
      last.end = end;
      last.value = text.slice(last.start, end);
      continue;
    }
    out.push({ kind: 'name', value: text.slice(t.start, end), start: t.start, end });
  }
  return out;
}

/** The words of the names found, to remember across texts of one masker. */
export function rememberNames(known: KnownNames, findings: PiiFinding[]): void {
  for (const f of findings) {
    if (f.kind !== 'name') continue;
    for (const word of f.value.split(/\s+/)) {
      const folded = fold(word);
      if (folded.length < 2) continue;
      const lower = word === word.toLocaleLowerCase('tr');
      const entry = known.words.get(folded);
      if (!entry) known.words.set(folded, { lower });
      else if (lower) entry.lower = true;
    }
  }
}

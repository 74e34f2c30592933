// Turkish text for retrieval and rules: lowercase with Turkish rules, fold to ASCII (users type
// "guvenlik plani" as often as "güvenlik planı"), stem with the Snowball Turkish stemmer, and keep a
// 5-letter prefix as a second feature (Turkish is agglutinative; the stemmer alone over- or
// under-stems forms like "planı" / "plani").
import { foldTurkish } from '@psikorehber/shared/rules/search-text';
import snowball from 'snowball-stemmers';

const stemmer = snowball.newStemmer('turkish');

/**
 * Stems of words seen before: the stemmer is the costliest step of reading a question, and a
 * clinician's vocabulary repeats. Bounded so a stream of odd words cannot grow it without end.
 */
const stems = new Map<string, string>();
const STEM_CACHE_MAX = 50_000;

function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = ownCopy(fold(stemmer.stem(word)));
    if (stems.size >= STEM_CACHE_MAX) stems.clear();
    stems.set(ownCopy(word), stem);
  }
  return stem;
}

/**
 * A copy of a string that shares no memory with the text it was cut from. V8 keeps a long word
 * (or its stem) split out of a text as a view of the whole text: a cached word or stem from a
 * frame's indexed text kept that text alive (docs/requirements/platform.md#plat-budget-memory
 * bounds an idle server's memory).
 */
function ownCopy(word: string): string {
  return word.length < 13 ? word : Buffer.from(word, 'utf8').toString('utf8');
}

/** Words too common to tell entries apart (folded). */
const STOPWORDS = new Set(
  (
    've veya ile ama fakat ancak ki de da mi mu mı mü bu su o bir iki icin gibi kadar daha en cok ' +
    'az her hic ne nasil neden nicin hangi kim kime ben sen biz siz onlar beni bana benim onu ona ' +
    'onun bunu buna bunun sey olan olarak olur oldu olmak olan ise ya yani eger sonra once simdi ' +
    'zaman var yok mi? icinde uzerine hakkinda ilgili konusunda gore diye mi acaba lutfen yardim ' +
    'nedir midir misiniz miyim yapmaliyim yapabilirim edebilirim edilir eder etmek yapmak the a an ' +
    'of to in and or is are what how'
  ).split(/\s+/),
);

/** Lowercase Turkish-aware, then fold to ASCII letters and digits. */
export function fold(text: string): string {
  return foldTurkish(text);
}

/** Sentences of a text: split after ".", "!", "?", "…" and at line breaks, trimmed. */
export function sentences(text: string): string[] {
  // An ordinal ("8. sınıf", "EMDR 1. düzey", "2. dersten sonra") ends no sentence: after a number's
  // period a sentence ends only where the next word starts with a capital.
  return text
    .split(/(?<=[!?…]|(?<!\d)\.)\s+|(?<=\d\.)\s+(?=[\p{Lu}"'“‘(])|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Words of a text: folded, split on anything that is not a letter or digit. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

/** Retrieval features of a text: for each content word its stem and its 5-letter prefix. */
export function features(text: string): string[] {
  const out: string[] = [];
  const lowered = text.toLocaleLowerCase('tr');
  for (const raw of lowered.split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2) continue;
    const folded = fold(raw);
    if (folded.length < 2 || STOPWORDS.has(folded)) continue;
    out.push(`s:${stemOf(raw)}`);
    out.push(`p:${folded.slice(0, 5)}`);
  }
  return out;
}

/** The 5-letter prefix features of a text only (no stemming): the cheap half of `features`. */
export function prefixFeatures(text: string): string[] {
  const out: string[] = [];
  for (const word of fold(text).split(/[^a-z0-9]+/)) {
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    out.push(`p:${word.slice(0, 5)}`);
  }
  return out;
}

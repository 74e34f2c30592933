// Which knowledge frames a question is about (issue 17 §2): multi-label, each with a score and a
// confidence, and a relevance floor below which a frame is neither cited nor pasted. Three signals:
//  - cues: the frame's own Turkish phrasings, matched word by word by prefix on folded text
//    (inflections and dropped Turkish letters match), all words of a cue close together; a cue
//    shared by many frames counts less;
//  - similarity: TF-IDF cosine between the question and the frame's title, summary, cues,
//    concepts and example questions (text.ts features: stems and 5-letter prefixes);
//  - neighbours: the same cosine with each question written for the frame (its examples and
//    knowledge/frame-questions/), the mean of the two nearest: a case told by what the clinician
//    saw ("her geri bildirimimde tartışmaya çeviriyor") reads like the cases written for its frame.
// The question type (case-reading.ts) leans the choice towards the kind it asks for.
import { leadingType, type CaseReading } from './case-reading';
import { loadFrameQuestions, type FrameQuestion } from './knowledge/frame-questions';
import { loadFrames, type Frame, type FrameKind } from './knowledge/frames';
import { features, fold, prefixFeatures } from './text';

export interface FrameMatch {
  frame: Frame;
  score: number;
  /** 0–1, for the LLM grounding and the logs of a reviewer. */
  confidence: number;
  /** The cues found in the question, as the frame writes them. */
  cues: string[];
  /** The question's own words that matched the cues ("çarpıntı olunca", "uyuyamıyor"). */
  evidence: string[];
}

/** Below this score a frame is noise: nothing from it enters an answer. */
export const RELEVANCE_FLOOR = 1.2;
/** Weight of the cosine similarity against the cue score. */
const SIMILARITY_WEIGHT = 6;
/**
 * Weight of the similarity to the questions written for a frame (its examples and
 * knowledge/frame-questions/): chosen on the dev part of the evaluation questions (decision 017).
 */
const NEIGHBOUR_WEIGHT = 12;
/**
 * The similarity any two clinical questions share by chance (danışan, seans, yaşında): only what
 * is above it counts, so that no written question lifts a frame over the floor for a question
 * about something else.
 */
const NEIGHBOUR_CHANCE = 0.1;
/** How much the kind the question asks for is preferred. */
const KIND_PREFERENCE: Record<CaseReading['type'], Partial<Record<FrameKind, number>>> = {
  formulation: { problem: 1.25 },
  comparison: { technique: 1.2 },
  'should-i': { ethics: 1.25 },
  'how-to': { technique: 1.15 },
  supervisee: { supervision: 1.6, problem: 0.7 },
};

const IMPLIED_KIND: Partial<Record<CaseReading['type'], FrameKind>> = {
  supervisee: 'supervision',
  'should-i': 'ethics',
};

/**
 * Frames written for one life stage fit another less: a child frame for an adult client, an adult
 * one for a child. Read from the frame id, where writers name the stage.
 */
function stageFit(frame: Frame, reading: CaseReading): number {
  const id = frame.id;
  // "autism-adolescent-adult" is written for adolescents and adults alike: no stage of its own.
  const childFrame =
    (/-(child|children|adolescent|young-child|school|minors?)\b/.test(id) &&
      !/adolescent-adult/.test(id)) ||
    /^problem-(enuresis|selective-mutism|separation-anxiety|tic|conduct|bullying|online-risks)/.test(
      id,
    );
  const adultFrame =
    /-(adult|older|dementia|cognitive-decline|caregiver)/.test(id) && !/adolescent-adult/.test(id);
  if (reading.stage === 'adult' || reading.stage === 'older') return childFrame ? 0.5 : 1;
  // A frame for children under six does not fit an adolescent.
  if (reading.stage === 'adolescent' && /young-child/.test(id)) return 0.5;
  if (reading.stage === 'child' || reading.stage === 'adolescent') return adultFrame ? 0.5 : 1;
  return 1;
}

/** Saying something was already done or did not help. */
const TRIED =
  /\b(zaten (biliyor|uyguluyor|yapiyor|deni?yor)|dene(di|dik|dim|diler|nmis|ndi|mis|mistik)\b|ise yara(madi|miyor|mamis)|fayda (etmedi|etmiyor|gormedi|saglamadi)|faydasi olmadi|yet(medi|miyor)\b|sonuc vermedi|isle(medi|miyor)\b)/;
/** A one-word cue found only through its cut prefix counts this much (see `startsWithWord`). */
const LOOKALIKE_WEIGHT = 0.3;

/** Whether a question word starts with the whole cue word (its last consonant softened or not). */
function startsWithWord(token: string, word: string): boolean {
  const soft: Record<string, string> = { k: 'g', p: 'b', t: 'd' };
  const last = word.at(-1)!;
  return (
    token.startsWith(word) ||
    (soft[last] !== undefined && token.startsWith(word.slice(0, -1) + soft[last]))
  );
}

/** Whether the question word and the cue word agree letter for letter over the cue word's
 * length less two (the part endings do not change), Turkish letters included. */
function sameLetters(token: string, word: string): boolean {
  const n = Math.max(3, word.length - 2);
  return token.slice(0, n) === word.slice(0, n);
}

/** A cue found only in sentences about what was already tried counts this much. */
const TRIED_WEIGHT = 0.3;

/**
 * The sentences about what was tried: the positions of their words (as `score` counts them) and
 * the rest of the question, which is what the similarity part reads.
 */
function splitTried(question: string): { positions: Set<number>; rest: string } {
  const positions = new Set<number>();
  const rest: string[] = [];
  let at = 0;
  for (const sentence of question.split(/(?<=[.!?;])\s+|\n+/)) {
    const words = sentence.split(/[^\p{L}\p{N}]+/u).filter((w) => fold(w).length > 1);
    if (TRIED.test(fold(sentence))) for (let i = 0; i < words.length; i++) positions.add(at + i);
    else rest.push(sentence);
    at += words.length;
  }
  return { positions, rest: rest.join(' ') };
}

const NEGATIONS = new Set(['degil', 'degildi', 'yok', 'yoktu', 'olmadan', 'olmamis', 'hayir']);

/** Words that say who is asking (folded prefixes): never evidence for a frame's content. */
const ASKER_WORDS =
  /^(superviz|stajyer|supervize|supervizor|yuksek|lisans|mezun|psikolog|terapist|rehber|pdr$)/;

/**
 * Folding makes "yaş" (age) and "yas" (grief) one word: "31 yaşında" would read as a grief cue.
 * An age told with a number's ending ("yaşında", "yaşındaki"; "yasinda" in a text without Turkish
 * letters) is never evidence; "yasında" written with "s" beside other Turkish letters is grief.
 * "Yaşlı" stays: it is evidence for the frames about old age.
 */
const AGE_FORM = /^yas(inda|indaki|indan|larinda|larindaki)$/;
function isAge(word: string, turkishLetters: boolean): boolean {
  return AGE_FORM.test(fold(word)) && (!turkishLetters || /^ya[şŞ]/u.test(word));
}

const STOP = new Set(['ve', 'ile', 'bir', 'cok', 'da', 'de', 'ya', 'veya', 'icin', 'gibi', 'olan']);

interface CuePattern {
  cue: string;
  /** Each word: the prefixes any of which a question word may start with. */
  words: string[][];
  /** Each word's prefixes joined: the key of its positions in a question (WordPositions). */
  wordKeys: string[];
  /** Each word as written in the cue (folded). */
  full: string[];
  /** Each word as written in the cue, lower case with its Turkish letters. */
  written: string[];
  key: string;
  /** The cue states a denial itself ("eğitimim yok"): its words count even when denied. */
  denial: boolean;
}

/** Prefixes a word may start with: the word less its last two letters (at least 4), with the
 * consonant softened at the cut undone (atağı → atag/atak, kitabı → kitab/kitap). */
/**
 * Stems whose short prefix is another word's: cut to four letters, "deprem" (earthquake) would
 * find "depresyon" and bring child-trauma techniques into a depression case.
 */
const WHOLE_STEMS = ['deprem'];

function prefixesOf(word: string): string[] {
  if (word.length <= 4) return [word];
  const whole = WHOLE_STEMS.find((stem) => word.startsWith(stem));
  if (whole) return [whole];
  const cut = word.slice(0, Math.max(4, word.length - 2));
  const hard: Record<string, string> = { g: 'k', b: 'p', d: 't', c: 'c' };
  const last = cut.at(-1)!;
  const alt = hard[last] && hard[last] !== last ? cut.slice(0, -1) + hard[last] : null;
  return alt ? [cut, alt] : [cut];
}

function cuePattern(cue: string): CuePattern | null {
  // An acronym joined to a short qualifier names one method: "TO-BDT" and "TF-CBT" are not any
  // "BDT", "BDT-U" is not any "BDT". A two-letter qualifier is kept as a word of the cue; a cue
  // whose one-letter qualifier would leave a bare acronym of three letters cannot be told from
  // that acronym (single letters are not read in a question), so it is left out. Digits and
  // longer words keep the old reading ("PHQ-9" is "phq", "e-posta" is "posta").
  const folded = fold(cue);
  const qualifiers = (folded.match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? []).flatMap((compound) =>
    compound.split('-').filter((part) => /^[a-z]{1,2}$/.test(part)),
  );
  const words = folded
    .split(/[^a-z0-9]+/)
    .filter(
      (w, i, all) =>
        (w.length > 2 || (w.length === 2 && qualifiers.includes(w))) &&
        !STOP.has(w) &&
        all.indexOf(w) === i,
    );
  const letters = folded.split(/[^a-z0-9]+/).filter((part) => /^[a-z]$/.test(part));
  if (words.length === 1 && words[0]!.length <= 3 && letters.length > 0) return null;
  if (words.length === 0) return null;
  const prefixes = words.map(prefixesOf);
  return {
    cue,
    words: prefixes,
    wordKeys: prefixes.map((p) => p.join('|')),
    full: words,
    written: words.map(
      (w) =>
        cue
          .toLocaleLowerCase('tr')
          .split(/[^\p{L}\p{N}]+/u)
          .find((raw) => fold(raw) === w) ?? w,
    ),
    key: prefixes.map((p) => p[0]).join(' '),
    denial: words.some((w) => NEGATIONS.has(w)),
  };
}

/** A cue word's prefix, and the longest question word it may start (see `longestWith`). */
interface PrefixOwner {
  wordKey: string;
  maxLength: number;
}

/**
 * How long a question word may be to count as a form of a cue word with this prefix. A short
 * word takes at most three more letters (five for a four-letter one: "atak" finds "ataklari"), so
 * "yas" (grief) finds "yasta", "yasi" but not "yasinda" (yaşında, of age) — folding merges such
 * words; a prefix of five letters or more takes any ending.
 */
function longestWith(prefix: string): number {
  if (prefix.length >= 5) return Infinity;
  return prefix.length + (prefix.length >= 4 ? 5 : 3);
}

/** Where each cue word occurs in the question: positions by the word's key (CuePattern.wordKeys). */
type WordPositions = Map<string, number[]>;

const NO_POSITIONS: readonly number[] = [];

/**
 * Where the words of the cue occur close together in the question: the positions of one such
 * occurrence and which of the cue's words were found there (all, or for a cue of three or more
 * words at least two thirds of them), or null.
 */
function cueFound(
  pattern: CuePattern,
  where: WordPositions,
  tokensAt: readonly string[],
): { at: number[]; found: boolean[] } | null {
  const needed =
    pattern.words.length >= 3 ? Math.ceil((pattern.words.length * 2) / 3) : pattern.words.length;
  // Most cues of most frames are not in the question at all: found out before any allocation.
  let present = 0;
  for (const key of pattern.wordKeys) if (where.has(key)) present += 1;
  if (present < needed) return null;
  const window = pattern.words.length + 3;
  const positions = pattern.wordKeys.map((key) => where.get(key) ?? NO_POSITIONS);
  let best: Array<number | undefined> | null = null;
  const count = (list: ReadonlyArray<number | undefined>) =>
    list.filter((i) => i !== undefined).length;
  for (const anchor of positions.flat()) {
    const near = positions.map((list) => list.find((i) => Math.abs(i - anchor) <= window));
    const found = count(near);
    // A partial match must rest on at least one long word, not on "yok" and "bir".
    const solid =
      found === pattern.words.length ||
      near.some((i) => i !== undefined && (tokensAt[i]?.length ?? 0) >= 5);
    if (found >= needed && solid && (!best || found > count(best))) best = near;
    if (best && count(best) === pattern.words.length) break;
  }
  if (!best) return null;
  return {
    at: best.filter((i): i is number => i !== undefined),
    found: best.map((i) => i !== undefined),
  };
}

interface IndexedFrame {
  frame: Frame;
  cues: CuePattern[];
  /** The frame's `together` signals: each a list of groups, each group its alternatives. */
  together: CuePattern[][][];
  norm: number;
}

/** Room for a feature's entries in a packed posting (more than there are vectors: checked). */
const POSTING_SLOTS = 65_536;
/** Room for each frame's cues in a packed frame × CUE_SLOTS + cue reference. */
const CUE_SLOTS = 4096;

/** A `together` signal found counts as this many complete cues of average weight. */
const TOGETHER_WEIGHT = 2;

/** A signal's groups, each group's comma-separated ways of writing it as cue patterns. */
function togetherPatterns(signal: readonly string[]): CuePattern[][] {
  return signal.map((group) =>
    group
      .split(',')
      .map((alt) => cuePattern(alt.trim()))
      .filter((p): p is CuePattern => p !== null),
  );
}

export class FrameMatcher {
  private readonly indexed: IndexedFrame[];
  private readonly cueWeight = new Map<string, number>();
  /** The frames' text vectors, for the dot products of a question with every frame at once. */
  private readonly frameIndex: VectorIndex;
  /** Every cue word's prefixes, each with the words it stands for. */
  private readonly prefixOwners = new Map<string, PrefixOwner[]>();
  /** Each cue word's weight, for partly found cues. */
  private readonly wordWeights = new Map<string, number[]>();
  private readonly idf = new Map<string, number>();
  /** The vectors of the questions written for the frames (knowledge/frame-questions.ts). */
  private readonly neighbourIndex: VectorIndex;
  /** Each training question's frame (index into the frames) and vector norm. */
  private readonly neighbourFrame: Uint16Array;
  private readonly neighbourNorm: Float32Array;
  /**
   * Which cues use each cue word (by its key), as frame × CUE_SLOTS + cue: a question is checked
   * only against the cues whose words it contains, so scoring follows the question's words, not
   * the size of the knowledge base.
   */
  private readonly cuesByWord = new Map<string, number[]>();
  /** The weight of a word no frame uses: rarer than any. */
  private readonly maxIdf: number;

  /**
   * The shipped frames, compared with their examples and written questions; or the frames given
   * (tests), compared only with the questions given: a test frame's placeholder examples, or
   * questions written for a shipped frame that shares its id, do not move its score.
   */
  constructor(frameList?: readonly Frame[], questionList?: readonly FrameQuestion[]) {
    const frames = frameList ?? loadFrames();
    const questions = questionList ?? (frameList ? [] : shippedQuestions(frames));
    const docs = frames.map((frame) => {
      const text = [
        frame.title,
        frame.title,
        frame.title,
        frame.summary,
        frame.cues.join(' . '),
        frame.cues.join(' . '),
        frame.concepts.join(' . '),
        frame.examples.join(' . '),
      ].join(' . ');
      return features(text);
    });
    const df = new Map<string, number>();
    for (const doc of docs) for (const f of new Set(doc)) df.set(f, (df.get(f) ?? 0) + 1);
    for (const [f, n] of df) this.idf.set(f, Math.log(1 + frames.length / n));
    this.maxIdf = Math.log(1 + frames.length);
    const patterns = frames.map((frame) =>
      frame.cues.map(cuePattern).filter((p): p is CuePattern => p !== null),
    );
    const togethers = frames.map((frame) => frame.together.map(togetherPatterns));
    // Their words are found the same way as cue words (wordPositions), so they are indexed too.
    const allPatterns = [...patterns.flat(), ...togethers.flat(3)];
    // A cue word tells little when the cues of many frames use it ("süpervizyon"), or when
    // clinicians use it in questions about anything ("seansta", "danışan"): the example questions
    // of all frames show which words are that common. A cue weighs the mean over its words of
    // 1/√(frames whose cues use the word) × the word's specificity among example questions.
    const key5 = (w: string) => w.slice(0, 5);
    const cueFrames = new Map<string, number>();
    for (const list of patterns) {
      for (const word of new Set(list.flatMap((p) => p.words.map((w) => key5(w[0]!))))) {
        cueFrames.set(word, (cueFrames.get(word) ?? 0) + 1);
      }
    }
    const exampleFrames = new Map<string, number>();
    for (const frame of frames) {
      const words = fold(frame.examples.join(' '))
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 2);
      for (const word of new Set(words.map(key5))) {
        exampleFrames.set(word, (exampleFrames.get(word) ?? 0) + 1);
      }
    }
    const n = frames.length;
    const specificity = (word: string) =>
      Math.min(
        1,
        Math.max(
          0.05,
          Math.log((n + 1) / ((exampleFrames.get(word) ?? 0) + 1)) / Math.log((n + 1) / 3),
        ),
      );
    for (const list of patterns) {
      for (const p of list) {
        const weights = p.words.map((w) => {
          const word = key5(w[0]!);
          return specificity(word) / Math.sqrt(cueFrames.get(word) ?? 1);
        });
        this.cueWeight.set(p.key, weights.reduce((a, b) => a + b, 0) / weights.length);
        this.wordWeights.set(p.key, weights);
      }
    }
    for (const p of allPatterns) {
      p.words.forEach((prefixes, i) => {
        for (const prefix of prefixes) {
          const owners = this.prefixOwners.get(prefix) ?? [];
          if (!owners.some((o) => o.wordKey === p.wordKeys[i])) {
            owners.push({ wordKey: p.wordKeys[i]!, maxLength: longestWith(prefix) });
          }
          this.prefixOwners.set(prefix, owners);
        }
      });
    }
    patterns.forEach((list, frame) => {
      if (list.length > CUE_SLOTS) throw new Error(`${frames[frame]!.id}: over ${CUE_SLOTS} cues`);
      list.forEach((p, cue) => {
        for (const key of new Set(p.wordKeys)) {
          const refs = this.cuesByWord.get(key);
          if (refs) refs.push(frame * CUE_SLOTS + cue);
          else this.cuesByWord.set(key, [frame * CUE_SLOTS + cue]);
        }
      });
    });
    const frameVectors = docs.map((doc) => this.vectorOf(doc));
    this.indexed = frames.map((frame, i) => ({
      frame,
      cues: patterns[i]!,
      together: togethers[i]!,
      norm: norm(frameVectors[i]!),
    }));
    this.frameIndex = new VectorIndex(frameVectors);
    // The questions written for each frame, weighted by the frames' rarity of each feature.
    const frameIndex = new Map(frames.map((f, i) => [f.id, i]));
    const known = questions.filter((q) => frameIndex.has(q.frame));
    const vectors = known.map((q) => this.vectorOf(features(q.question)));
    this.neighbourFrame = Uint16Array.from(known, (q) => frameIndex.get(q.frame)!);
    this.neighbourNorm = Float32Array.from(vectors, norm);
    this.neighbourIndex = new VectorIndex(vectors);
  }

  /**
   * For each frame, the mean cosine similarity of the question to the two nearest questions
   * written for it (0 without any): how much the question reads like the cases written for it.
   */
  private nearest(queryVector: ReadonlyMap<string, number>, queryNorm: number): Float64Array {
    const best = new Float64Array(this.indexed.length);
    if (queryNorm === 0 || this.neighbourFrame.length === 0) return best;
    const dots = this.neighbourIndex.dots(queryVector);
    const second = new Float64Array(this.indexed.length);
    dots.forEach((dot, id) => {
      const qn = this.neighbourNorm[id]!;
      if (dot === 0 || qn === 0) return;
      const cosine = dot / (queryNorm * qn);
      const frame = this.neighbourFrame[id]!;
      if (cosine > best[frame]!) {
        second[frame] = best[frame]!;
        best[frame] = cosine;
      } else if (cosine > second[frame]!) second[frame] = cosine;
    });
    // The mean of the two nearest: one look-alike question is not enough to carry a frame.
    return best.map((b, i) => Math.max(0, (b + second[i]!) / 2 - NEIGHBOUR_CHANCE));
  }

  get frames(): Frame[] {
    return this.indexed.map((i) => i.frame);
  }

  /**
   * How well a piece of frame text fits the question: the rarity-weighted features they share,
   * per square root of the text's length. Used to choose which bullets of a frame to quote.
   */
  relevance(text: string, question: ReadonlySet<string>): number {
    // Prefix features only: as telling as the stems here, and cheap enough for every bullet.
    const own = new Set(prefixFeatures(text));
    let sum = 0;
    for (const f of own) if (question.has(f)) sum += this.idf.get(f) ?? this.maxIdf;
    return sum / Math.sqrt(Math.max(4, own.size));
  }

  /**
   * Where every cue word occurs in the question, in one pass over its words: each word is looked
   * up by its own prefixes, so the cost follows the question's length, not the size of the
   * knowledge base. A word denied right after ("yorgun değil", "uykusu yok") is not evidence,
   * except for a cue that says the denial itself ("eğitimim yok"): `withDenied` keeps it for those.
   */
  private wordPositions(tokens: readonly string[]): {
    where: WordPositions;
    withDenied: WordPositions;
  } {
    const where: WordPositions = new Map();
    const withDenied: WordPositions = new Map();
    const put = (map: WordPositions, key: string, at: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [at]);
      else if (list.at(-1) !== at) list.push(at);
    };
    tokens.forEach((token, at) => {
      if (!token) return;
      const denied = NEGATIONS.has(tokens[at + 1] ?? '');
      for (let k = 1; k <= token.length; k++) {
        for (const owner of this.prefixOwners.get(token.slice(0, k)) ?? []) {
          if (token.length > owner.maxLength) continue;
          if (!denied) put(where, owner.wordKey, at);
          put(withDenied, owner.wordKey, at);
        }
      }
    });
    return { where, withDenied };
  }

  private vectorOf(featureList: readonly string[]): Map<string, number> {
    const tf = new Map<string, number>();
    for (const f of featureList) tf.set(f, (tf.get(f) ?? 0) + 1);
    const vector = new Map<string, number>();
    for (const [f, n] of tf) vector.set(f, (1 + Math.log(n)) * (this.idf.get(f) ?? 0));
    return vector;
  }

  /**
   * Frames above the relevance floor, best first, at most `limit`. The kind a question type
   * implies (a supervisor's question is about supervision, a "should I" about ethics) clears a
   * lower floor: the question already says what kind of knowledge it needs.
   */
  match(question: string, reading: CaseReading, limit = 6): FrameMatch[] {
    const implied = IMPLIED_KIND[reading.type];
    return this.score(question, reading)
      .filter((m) => m.score >= (m.frame.kind === implied ? RELEVANCE_FLOOR / 2 : RELEVANCE_FLOOR))
      .slice(0, limit);
  }

  /** Every frame with its score, best first (for evaluation and tests). */
  score(question: string, reading: CaseReading): FrameMatch[] {
    // The question's words as written and folded, aligned, so matches can be quoted back.
    const written = question.split(/[^\p{L}\p{N}]+/u).filter((w) => fold(w).length > 1);
    // Words that only say who is asking ("stajyerim", "yüksek lisans öğrencisiyim", "süpervizyonunu
    // yaptığım") were read by the case reading and choose the kind; as cue evidence they would
    // pull in every frame about students or supervision.
    const turkishLetters = /[ıİşŞğĞçÇöÖüÜ]/u.test(question);
    const tokens = written
      .map((w) => (isAge(w, turkishLetters) ? '' : fold(w)))
      .map((t) => (ASKER_WORDS.test(t) ? '' : t));
    const { positions: tried, rest } = splitTried(question);
    const { where, withDenied } = this.wordPositions(tokens);
    const positionsFor = (p: CuePattern) => (p.denial ? withDenied : where);
    // The cues each frame may hold, in the frame's order (their words occur in the question).
    const candidates: number[][] = this.indexed.map(() => []);
    for (const key of withDenied.keys())
      for (const ref of this.cuesByWord.get(key) ?? [])
        candidates[Math.floor(ref / CUE_SLOTS)]!.push(ref % CUE_SLOTS);
    const queryVector = this.vectorOf(features(rest.trim() ? rest : question));
    const queryNorm = norm(queryVector);
    const preference = KIND_PREFERENCE[leadingType(reading)];
    const dots = this.frameIndex.dots(queryVector);
    const neighbours = this.nearest(queryVector, queryNorm);
    const matches = this.indexed.map(({ frame, cues, together, norm: frameNorm }, i) => {
      const found: string[] = [];
      const evidence: string[] = [];
      const seen = new Set<string>();
      let cueScore = 0;
      const own = [...new Set(candidates[i])].sort((a, b) => a - b);
      for (const index of own) {
        const pattern = cues[index]!;
        if (seen.has(pattern.key)) continue;
        const hit = cueFound(pattern, positionsFor(pattern), tokens);
        if (!hit) continue;
        const { at, found: which } = hit;
        const weights = this.wordWeights.get(pattern.key) ?? pattern.words.map(() => 1);
        const total = weights.reduce((a, b) => a + b, 0);
        // A partial match counts by how telling the words it found are: "karar verme kapasitesi"
        // found as "karar vermiş" rests on its two commonest words and counts little.
        const share = weights.reduce((sum, w, i) => sum + (which[i] ? w : 0), 0) / (total || 1);
        const complete = which.every(Boolean);
        seen.add(pattern.key);
        found.push(pattern.cue);
        // Quoted back only when the whole cue was found as a short run of the question's own
        // words ("çarpıntı olunca", not words picked from across a sentence).
        const sorted = [...new Set(at)].sort((a, b) => a - b);
        const span = sorted.at(-1)! - sorted[0]! + 1;
        if (complete && span <= sorted.length + 1) {
          const phrase = written
            .slice(sorted[0], sorted.at(-1)! + 1)
            .join(' ')
            .toLocaleLowerCase('tr');
          if (!evidence.includes(phrase)) evidence.push(phrase);
        }
        // A partly found cue counts half as much as its found share.
        // What the question says was already tried and did not help ("uyku hijyenini zaten
        // biliyor, işe yaramadı") is context, not the next step a supervisor would suggest.
        const triedOnly = at.every((i) => tried.has(i));
        // A one-word cue found only through its cut prefix ("metro" for "metres", "yıldır" for
        // "yıldırma") may be another word that shares its first letters: it counts little.
        // A question written with Turkish letters tells "bırakmış" from "bira": there the
        // letters the folding merged must agree too.
        const lookalike =
          pattern.words.length === 1 &&
          (!startsWithWord(tokens[at[0]!] ?? '', pattern.full[0]!) ||
            (turkishLetters &&
              !sameLetters(written[at[0]!]?.toLocaleLowerCase('tr') ?? '', pattern.written[0]!)));
        const weight =
          (complete ? 1 : share / 2) *
          (triedOnly ? TRIED_WEIGHT : 1) *
          (lookalike ? LOOKALIKE_WEIGHT : 1);
        cueScore +=
          weight * (this.cueWeight.get(pattern.key) ?? 1) * (1 + 0.5 * (pattern.words.length - 1));
      }
      // Facts that make the frame together, wherever in the question each is written: each group
      // by its first way of writing found; a group not found ends the signal.
      for (const signal of together) {
        const hits: Array<{ p: CuePattern; at: number }> = [];
        for (const group of signal) {
          let first: { p: CuePattern; at: number } | null = null;
          for (const p of group) {
            const hit = cueFound(p, positionsFor(p), tokens);
            if (hit) {
              first = { p, at: hit.at[0]! };
              break;
            }
          }
          if (!first) break;
          hits.push(first);
        }
        if (hits.length < signal.length) continue;
        found.push(hits.map((h) => h.p.cue).join(' + '));
        for (const h of hits) {
          const word = written[h.at]?.toLocaleLowerCase('tr');
          if (word && !evidence.includes(word)) evidence.push(word);
        }
        cueScore += TOGETHER_WEIGHT;
      }
      const dot = dots[i]!;
      const cosine = queryNorm > 0 && frameNorm > 0 ? dot / (queryNorm * frameNorm) : 0;
      const raw =
        Math.sqrt(cueScore) * 1.5 + SIMILARITY_WEIGHT * cosine + NEIGHBOUR_WEIGHT * neighbours[i]!;
      const score = raw * (preference[frame.kind] ?? 1) * stageFit(frame, reading);
      return { frame, score, confidence: score / (score + 2), cues: found, evidence };
    });
    return matches.sort((a, b) => b.score - a.score);
  }
}

/**
 * Sparse vectors as an inverted index, for the dot products of a query with all of them at once.
 * Packed, not an object per entry (some 300,000 stay in an idle server's memory): a feature's
 * entries are `ids` and `weights` from `start` for `count`, stored as start × POSTING_SLOTS + count.
 */
class VectorIndex {
  private readonly postings = new Map<string, number>();
  private readonly ids: Uint16Array;
  private readonly weights: Float64Array;
  private readonly size: number;

  constructor(vectors: ReadonlyArray<ReadonlyMap<string, number>>) {
    if (vectors.length >= POSTING_SLOTS) throw new Error(`over ${POSTING_SLOTS} vectors`);
    this.size = vectors.length;
    const lists = new Map<string, Array<{ id: number; weight: number }>>();
    vectors.forEach((vector, id) => {
      for (const [f, weight] of vector) {
        const list = lists.get(f);
        if (list) list.push({ id, weight });
        else lists.set(f, [{ id, weight }]);
      }
    });
    let total = 0;
    for (const list of lists.values()) total += list.length;
    this.ids = new Uint16Array(total);
    this.weights = new Float64Array(total);
    let start = 0;
    for (const [f, list] of lists) {
      list.forEach((p, k) => {
        this.ids[start + k] = p.id;
        this.weights[start + k] = p.weight;
      });
      this.postings.set(f, start * POSTING_SLOTS + list.length);
      start += list.length;
    }
  }

  /** The dot product of a query with every vector, by the vectors' order. */
  dots(query: ReadonlyMap<string, number>): Float64Array {
    const out = new Float64Array(this.size);
    for (const [f, w] of query) {
      const posting = this.postings.get(f);
      if (posting === undefined) continue;
      const start = Math.floor(posting / POSTING_SLOTS);
      for (let k = start; k < start + (posting % POSTING_SLOTS); k++)
        out[this.ids[k]!]! += w * this.weights[k]!;
    }
    return out;
  }
}

/** The questions written for the shipped frames: each frame's examples and the writers' questions. */
function shippedQuestions(frames: readonly Frame[]): FrameQuestion[] {
  return [
    ...frames.flatMap((f) =>
      f.examples.map((question, i) => ({ id: `${f.id}#${String(i + 1)}`, frame: f.id, question })),
    ),
    ...loadFrameQuestions(),
  ];
}

function norm(vector: Map<string, number>): number {
  let sum = 0;
  for (const w of vector.values()) sum += w * w;
  return Math.sqrt(sum);
}

let shared: FrameMatcher | undefined;
/** One matcher per process (built once from the frames on first use). */
export function frameMatcher(): FrameMatcher {
  shared ??= new FrameMatcher();
  return shared;
}

// Red flags (knowledge/red-flags.yaml): medical and clinical signs in a case that must be cleared
// before the usual course, whatever the question asks — eforla bayılma before interoceptive
// exposure, sabah titremesi before stopping alcohol alone, ideas of reference in a "social
// anxiety" case. A supervisor reads for them first (docs/requirements/ai-engine.md#ai-harmful);
// the answer says them first.
// Risk of harm to anyone is read apart (risk.ts).
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { fold, sentences } from './text';

/** Beside this module in the sources; copied to dist/knowledge by the build (knowledge-assets.ts). */
const FILE = path.join(import.meta.dirname, 'knowledge', 'red-flags.yaml');

const flagSchema = z
  .object({
    id: z.string().regex(/^[a-z]+(-[a-z0-9]+)*$/),
    title: z.string().trim().min(3),
    signals: z.array(z.array(z.string().trim().min(2)).min(1)).min(1),
    cleared: z.array(z.string().trim().min(2)).optional(),
    say: z.string().trim().min(40),
    /** Per signal, in its order, what that signal adds to `say` ("" for nothing). */
    says: z.array(z.string().trim()).optional(),
    frames: z.array(z.string()).min(1),
    answered_by: z.string().optional(),
    mimic: z.boolean().optional(),
    leads: z.boolean().optional(),
    holds: z.boolean().optional(),
  })
  .strict();

export type RedFlag = z.infer<typeof flagSchema>;

/** A way to write a sign, as folded words each read as the start of a word in the question. */
type Way = string[];

interface LoadedFlag {
  flag: RedFlag;
  /** Per signal, its groups; per group, its ways. */
  signals: Way[][][];
  /** Ways the case says the sign was cleared. */
  cleared: Way[];
}

const waysOf = (group: string): Way[] =>
  group
    .split(',')
    .map((way) =>
      fold(way)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    )
    .filter((words) => words.length > 0);

/** The flags of a YAML text, checked; a broken file fails loudly (tests and start-up). */
export function parseRedFlags(source: string): RedFlag[] {
  const flags = z.array(flagSchema).parse(parseYaml(source));
  const ids = new Set<string>();
  for (const flag of flags) {
    if (ids.has(flag.id)) throw new Error(`red flag ${flag.id}: duplicate id`);
    ids.add(flag.id);
    for (const group of flag.signals.flat())
      if (waysOf(group).length === 0) throw new Error(`red flag ${flag.id}: an empty group`);
    if (flag.says && flag.says.length !== flag.signals.length)
      throw new Error(`red flag ${flag.id}: says needs one text per signal`);
  }
  return flags;
}

let loaded: LoadedFlag[] | null = null;

function flags(): LoadedFlag[] {
  loaded ??= parseRedFlags(fs.readFileSync(FILE, 'utf8')).map((flag) => ({
    flag,
    signals: flag.signals.map((signal) => signal.map(waysOf)),
    cleared: (flag.cleared ?? []).flatMap(waysOf),
  }));
  return loaded;
}

/** Whether a way is written in the words: each of its words starts a word, in order, adjacent. */
function written(way: Way, words: readonly string[]): boolean {
  for (let i = 0; i + way.length <= words.length; i++) {
    if (way.every((w, k) => words[i + k]!.startsWith(w))) return true;
  }
  return false;
}

/**
 * A red flag found in a question, with the sentences that carry its signs (at most two) and what
 * the answer says of it: the flag's `say` and what the signals found add (a driver's sleepiness,
 * not the bipolar caution, when only driving was written).
 */
export interface FoundRedFlag {
  flag: RedFlag;
  evidence: string[];
  say: string;
}

const wordsOf = (text: string) =>
  fold(text.replace(/[’'`´]/g, ''))
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The red flags a question carries: every group of one of a flag's signals is written in it, and
 * nothing says the sign was already cleared.
 */
export function findRedFlags(question: string): FoundRedFlag[] {
  const words = wordsOf(question);
  const inSentences = sentences(question);
  /** Each sentence's words, read once the first flag is found (most questions have none). */
  let sentenceWords: string[][] | undefined;
  const found: FoundRedFlag[] = [];
  for (const { flag, signals, cleared } of flags()) {
    if (cleared.some((way) => written(way, words))) continue;
    const fired = signals.map((groups) =>
      groups.every((ways) => ways.some((way) => written(way, words))),
    );
    const signal = signals.find((_, i) => fired[i]);
    if (!signal) continue;
    const added = (flag.says ?? []).filter((text, i) => fired[i] && text);
    // The sentences that carry the sign come first: a signal's later groups are the signs, its
    // first often the plan or the setting they change ("EMDR" before "hatırlamadığı dakikalar").
    const signs = signal.length > 1 ? signal.slice(1).flat() : signal.flat();
    const ways = signal.flat();
    const perSentence = (sentenceWords ??= inSentences.map(wordsOf));
    const has = (i: number, list: Way[]) => list.some((way) => written(way, perSentence[i]!));
    const evidence = [
      ...inSentences.filter((_, i) => has(i, signs)),
      ...inSentences.filter((_, i) => !has(i, signs) && has(i, ways)),
    ].slice(0, 2);
    found.push({ flag, evidence, say: [flag.say, ...new Set(added)].join(' ') });
  }
  return found;
}

/** All flags (for the schema test). */
export function allRedFlags(): RedFlag[] {
  return flags().map(({ flag }) => flag);
}

// Measures of supervision answers (issue 17 §5, docs/requirements/ai-engine.md#ai-case-specific):
// whether a labelled core concept is present, and the boilerplate share of a set of answers.
import { fold } from '../../apps/server/src/providers/ai/text';

const STOP = new Set(
  've ile icin gibi bir olan olarak veya ya da bu su o de da ile icin uzerinden ozellikle nasil'.split(
    ' ',
  ),
);

function tokens(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 2 && !STOP.has(t));
}

/** A word's stem-like prefix: less its last two letters, at least 4 (as the cue matcher). */
const prefix = (word: string) =>
  word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 2));

/**
 * Whether the answer carries a concept: at least 60 % of the concept's content words (inside and
 * outside parentheses) appear in the answer by prefix. Generous to wording, strict to content.
 */
export function conceptPresent(concept: string, answerTokens: ReadonlySet<string>): boolean {
  const words = [...new Set(tokens(concept))];
  if (words.length === 0) return true;
  const answerPrefixes = [...answerTokens];
  const found = words.filter((w) => {
    const p = prefix(w);
    return answerPrefixes.some((t) => t.startsWith(p));
  }).length;
  return found / words.length >= 0.6;
}

export function answerTokens(answer: string): Set<string> {
  return new Set(tokens(answer));
}

/**
 * Sentences of ≥ 40 characters repeated in ≥ 30 % of the answers, as a share of all answer text
 * (the closing disclaimer, given once, excepted) — docs/requirements/ai-engine.md#ai-case-specific.
 */
export function boilerplateShare(answers: readonly string[], disclaimer: string): number {
  const sentencesOf = (text: string) =>
    text
      .replace(disclaimer, '')
      .split(/(?<=[.!?])\s+|\n+/)
      .map((s) =>
        s
          .replace(/^[-*>\d.)\s#]+/, '')
          .replace(/\[\d+\]/g, '')
          .trim(),
      )
      .filter((s) => s.length >= 40);
  const counts = new Map<string, number>();
  for (const answer of answers) {
    for (const s of new Set(sentencesOf(answer))) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const threshold = Math.max(2, answers.length * 0.3);
  let repeated = 0;
  let total = 0;
  for (const answer of answers) {
    total += answer.replace(disclaimer, '').length;
    for (const s of sentencesOf(answer))
      if ((counts.get(s) ?? 0) >= threshold) repeated += s.length;
  }
  return total > 0 ? repeated / total : 0;
}

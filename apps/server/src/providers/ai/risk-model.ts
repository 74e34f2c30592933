// The learned half of risk detection (risk.ts): one logistic regression per risk category over
// Turkish word features (stems and 5-letter prefixes of folded words, and pairs of neighbouring
// prefixes), trained by `npm run train:risk` on texts written for training by authors who never
// saw the evaluation sets (apps/server/eval/risk-training/). Hand-written cues catch what a
// supervisor names; the model catches the many other ways people hint at the same things. Either
// one is enough to flag ("when unsure, flag").
import fs from 'node:fs';
import path from 'node:path';
import { RISK_KINDS } from './risk-cues';
import { features } from './text';

/**
 * The model's outputs: one per risk category, and `any` — whether the text carries any risk at
 * all. Pooling every category gives the `any` output five times the examples of one category, so
 * it recognises a risky text written in a new way well before it can tell which risk it is
 * (leave-writers-out cross-validation, decision 012).
 */
export const MODEL_OUTPUTS = [...RISK_KINDS, 'any'] as const;
export type ModelOutput = (typeof MODEL_OUTPUTS)[number];

export interface RiskModel {
  /** Feature → one weight per output, in MODEL_OUTPUTS order. */
  weights: Record<string, number[]>;
  bias: number[];
  /** Probability at or above which an output flags, per output. */
  thresholds: number[];
  /**
   * Below this `any` probability a rule's lone weak finding is not raised (risk.ts); chosen so
   * that on unseen writers it never silenced a risky text. Absent: nothing is silenced.
   */
  silence?: number;
  trainedOn: number;
}

/** Features of a text: word stems and prefixes, and neighbouring prefix pairs. */
export function modelFeatures(text: string): string[] {
  // Stems shorter than 3 letters are stemmer accidents ("gündür" → "g") that no weight can mean.
  const unigrams = features(text).filter((f) => !f.startsWith('s:') || f.length >= 5);
  const prefixes = unigrams.filter((f) => f.startsWith('p:')).map((f) => f.slice(2, 6));
  const pairs: string[] = [];
  for (let i = 1; i < prefixes.length; i++) pairs.push(`b:${prefixes[i - 1]}_${prefixes[i]}`);
  return [...new Set([...unigrams, ...pairs])];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Each feature counts 1/√n of a text with n features, but never as if the text had fewer than
 * MIN_FEATURES: a short sentence holds little evidence and must not make the model sure.
 */
const MIN_FEATURES = 16;
const scaleOf = (n: number) => 1 / Math.sqrt(Math.max(MIN_FEATURES, n));

/** Probability of each output for a text. */
export function predict(model: RiskModel, text: string): Record<ModelOutput, number> {
  const z = [...model.bias];
  const feats = modelFeatures(text);
  const scale = scaleOf(feats.length);
  for (const f of feats) {
    const w = model.weights[f];
    if (!w) continue;
    for (let k = 0; k < z.length; k++) z[k]! += w[k]! * scale;
  }
  return Object.fromEntries(MODEL_OUTPUTS.map((output, k) => [output, sigmoid(z[k]!)])) as Record<
    ModelOutput,
    number
  >;
}

/** Trains the model; deterministic for the same examples (fixed order, fixed epochs). */
export function trainModel(
  examples: ReadonlyArray<{ text: string; categories: readonly string[] }>,
  options: { epochs?: number; rate?: number; l2?: number; minCount?: number } = {},
): RiskModel {
  const {
    epochs = 40,
    rate = 0.5,
    l2 = Number(process.env.RISK_L2 ?? 3e-3),
    minCount = 2,
  } = options;
  const encoded = examples.map((e) => modelFeatures(e.text));
  const counts = new Map<string, number>();
  for (const feats of encoded) for (const f of feats) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts].filter(([, n]) => n >= minCount).map(([f]) => f);
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const K = MODEL_OUTPUTS.length;
  const w = Array.from({ length: vocabulary.length }, () => new Array<number>(K).fill(0));
  const bias = new Array<number>(K).fill(0);
  const rows = encoded.map((feats) =>
    feats.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
  );
  const targets = examples.map((e) =>
    MODEL_OUTPUTS.map((k) =>
      (k === 'any' ? e.categories.length > 0 : e.categories.includes(k)) ? 1 : 0,
    ),
  );
  // The `any` output is trained with both classes weighing alike: two texts in three of the
  // training set carry risk, and a prior that high would flag a short text that says little.
  const anyColumn = K - 1;
  const risky = targets.filter((t) => t[anyColumn] === 1).length;
  const safeWeight = risky / Math.max(1, targets.length - risky);
  // A fixed permutation per epoch (linear congruential), so training is repeatable.
  let seed = 12345;
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const lr = rate / (1 + epoch * 0.1);
    for (const n of order) {
      const row = rows[n]!;
      const scale = scaleOf(encoded[n]!.length);
      for (let k = 0; k < K; k++) {
        let z = bias[k]!;
        for (const i of row) z += w[i]![k]! * scale;
        const target = targets[n]![k]!;
        const g = (sigmoid(z) - target) * (k === anyColumn && target === 0 ? safeWeight : 1);
        bias[k]! -= lr * g;
        for (const i of row) w[i]![k]! -= lr * (g * scale + l2 * w[i]![k]!);
      }
    }
  }
  const weights: Record<string, number[]> = {};
  vocabulary.forEach((f, i) => {
    const row = w[i]!;
    if (row.some((x) => Math.abs(x) >= 0.03))
      weights[f] = row.map((x) => Math.round(x * 100) / 100);
  });
  return {
    weights,
    bias: bias.map((x) => Math.round(x * 1000) / 1000),
    thresholds: new Array<number>(K).fill(0.5),
    trainedOn: examples.length,
  };
}

/**
 * The model as stored in knowledge/data/risk-model.json: weights in whole hundredths (they are
 * rounded to 0.01 when trained), which keeps the file well under 2 MB; the values are the same.
 */
interface StoredRiskModel extends Omit<RiskModel, 'weights'> {
  hundredths: Record<string, number[]>;
}

export function toStored(model: RiskModel): StoredRiskModel {
  const { weights, ...rest } = model;
  const hundredths = Object.fromEntries(
    Object.entries(weights).map(([f, w]) => [f, w.map((x) => Math.round(x * 100))]),
  );
  return { ...rest, hundredths };
}

function fromStored(stored: StoredRiskModel): RiskModel {
  const { hundredths, ...rest } = stored;
  const weights = Object.fromEntries(
    Object.entries(hundredths).map(([f, w]) => [f, w.map((x) => x / 100)]),
  );
  return { ...rest, weights };
}

/**
 * Where the shipped model lives: next to this module in the sources, copied to
 * dist/knowledge/data by the build (tsup.config.ts), like the frames.
 */
export function defaultModelFile(): string {
  return path.join(import.meta.dirname, 'knowledge', 'data', 'risk-model.json');
}

let shipped: RiskModel | undefined;
/**
 * The trained model shipped with the product, read on first use: an idle server does not hold
 * its 38,000 features (about 30 MB of heap once parsed; idle memory:
 * docs/requirements/platform.md#plat-budget-memory), and the first question pays the read
 * (about 50 ms) once.
 */
export function riskModel(): RiskModel {
  shipped ??= fromStored(
    JSON.parse(fs.readFileSync(defaultModelFile(), 'utf8')) as StoredRiskModel,
  );
  return shipped;
}

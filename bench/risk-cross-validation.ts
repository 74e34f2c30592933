// `npm run -s cv:risk`: judges the risk model (risk-model.ts) without touching the evaluation sets.
// The training writers of apps/server/eval/risk-training/ are split into six groups; the model is
// trained on five and tested on the texts of the sixth, in turn, so every text is read by a model
// that never saw its writer — the way the product meets a new clinician. Prints recall (a text
// with risk flagged) and false alarms, for the model alone and with the rules, at several
// thresholds, and with the `any` output at its shipped threshold (decisions 008, 012).
import fs from 'node:fs';
import path from 'node:path';
import { assessRisk } from '../apps/server/src/providers/ai/risk';
import { ordinaryQuestions } from './lib/ordinary-questions';
import { RISK_KINDS } from '../apps/server/src/providers/ai/risk-cues';
import {
  MODEL_OUTPUTS,
  predict,
  riskModel,
  trainModel,
} from '../apps/server/src/providers/ai/risk-model';

const dir = path.resolve(import.meta.dirname, '../apps/server/eval/risk-training');
const THRESHOLDS = [0.25, 0.3, 0.35, 0.4, 0.45, 0.5];
/** The `any` output's threshold as shipped (train-risk-model.ts chooses it the same way). */
const ANY_THRESHOLD = riskModel().thresholds[RISK_KINDS.length] ?? 2;
const FOLDS = 6;

type Example = { text: string; categories: string[] };
const byWriter = new Map<string, Example[]>(
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => [
      f,
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Example),
    ]),
);
// Writers of ordinary questions only (no risky text) are always trained on, never scored.
const ordinaryWriters = [...byWriter.keys()].filter((w) =>
  byWriter.get(w)!.every((e) => e.categories.length === 0),
);
const writers = [...byWriter.keys()].filter((w) => !ordinaryWriters.includes(w));
const counts = new Map<
  string,
  { found: number; positives: number; alarms: number; negatives: number }
>();

for (let fold = 0; fold < FOLDS; fold++) {
  const held = writers.filter((_, i) => i % FOLDS === fold);
  const model = trainModel([
    ...writers.filter((w) => !held.includes(w)).flatMap((w) => byWriter.get(w)!),
    ...ordinaryQuestions(),
    ...ordinaryWriters.flatMap((w) => byWriter.get(w)!),
  ]);
  const rulesOnly = { ...model, thresholds: MODEL_OUTPUTS.map(() => 2), silence: 0 };
  for (const example of held.flatMap((w) => byWriter.get(w)!)) {
    const p = predict(model, example.text);
    const top = Math.max(...RISK_KINDS.map((k) => p[k]));
    const any = p.any >= ANY_THRESHOLD;
    const rules = assessRisk(example.text, rulesOnly).risk;
    for (const t of THRESHOLDS) {
      for (const [name, flagged] of [
        ['model', top >= t],
        ['model+any', top >= t || any],
        ['model+any+rules', top >= t || any || rules],
      ] as const) {
        const key = `${name} t=${t.toFixed(2)}`;
        const c = counts.get(key) ?? { found: 0, positives: 0, alarms: 0, negatives: 0 };
        if (example.categories.length > 0) {
          c.positives += 1;
          if (flagged) c.found += 1;
        } else {
          c.negatives += 1;
          if (flagged) c.alarms += 1;
        }
        counts.set(key, c);
      }
    }
  }
  process.stderr.write(`fold ${String(fold + 1)}/${String(FOLDS)}\n`);
}
const round = (n: number) => Math.round(n * 1000) / 1000;
process.stdout.write(
  `${JSON.stringify(
    {
      writers: writers.length,
      ...Object.fromEntries(
        [...counts].map(([key, c]) => [
          key,
          { recall: round(c.found / c.positives), falseAlarms: round(c.alarms / c.negatives) },
        ]),
      ),
    },
    null,
    2,
  )}\n`,
);

// `npm run train:risk`: trains the risk model (apps/server/src/providers/ai/risk-model.ts) on the
// training texts of apps/server/eval/risk-training/ (written for training by authors who never saw
// the evaluation sets), and on ordinary supervision questions as negatives
// (lib/ordinary-questions.ts), and writes knowledge/data/risk-model.json. Deterministic: the same texts
// give the same file.
//
// The flagging thresholds are chosen without the evaluation sets (decision 012): the training
// writers are split into six groups, a model trained on five reads the sixth, and the thresholds
// kept are those with the highest recall on texts of writers the model never saw while the model
// alone raises at most MAX_MODEL_FALSE_ALARMS of their hard negatives — the way the product meets
// a new clinician. The evaluation sets' dev part is only printed, for comparison.
import fs from 'node:fs';
import path from 'node:path';
import { assessRisk } from '../apps/server/src/providers/ai/risk';
import { RISK_KINDS } from '../apps/server/src/providers/ai/risk-cues';
import {
  MODEL_OUTPUTS,
  predict,
  toStored,
  trainModel,
  type RiskModel,
} from '../apps/server/src/providers/ai/risk-model';
import { riskSet, riskTrainingSet } from './lib/eval-sets';
import { ordinaryQuestions } from './lib/ordinary-questions';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/server/src/providers/ai/knowledge/data/risk-model.json');
/** Hard negatives of unseen writers the model alone may flag (the rules add their own). */
const MAX_MODEL_FALSE_ALARMS = 0.06;
/** Below this a category flags on single ordinary words (checked on risk.test.ts negatives). */
const MIN_THRESHOLD = 0.35;
const FOLDS = 6;
const KIND_THRESHOLDS = [0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7, 0.8, 0.9];
const ANY_THRESHOLDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 2];
const SILENCE_BOUNDS = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3];
const SILENCE_MARGIN = 0.05;

const writerOf = (id: string) => id.split('-')[0]!;
const all = riskTrainingSet();
// Writers of ordinary questions only (no risky text) and the frames' example questions are
// always trained on and never scored: the thresholds are judged on the risk writers' texts.
const riskWriters = new Set(all.filter((e) => e.categories.length > 0).map((e) => writerOf(e.id)));
const examples = all.filter((e) => riskWriters.has(writerOf(e.id)));
const ordinary = [...ordinaryQuestions(), ...all.filter((e) => !riskWriters.has(writerOf(e.id)))];
const writers = [...riskWriters].sort();
process.stderr.write(
  `training on ${examples.length} texts of ${writers.length} writers and ${ordinary.length} ordinary questions\n`,
);

// Out-of-writer predictions: the best category's probability and the `any` output's, and what
// the rules alone found (a weak finding is one the model may silence, risk.ts).
const unseen: Array<{ risky: boolean; kind: number; any: number; weakRule: boolean }> = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const held = new Set(writers.filter((_, i) => i % FOLDS === fold));
  const model = trainModel([...examples.filter((e) => !held.has(writerOf(e.id))), ...ordinary]);
  for (const e of examples.filter((x) => held.has(writerOf(x.id)))) {
    const p = predict(model, e.text);
    const rules = assessRisk(e.text, { ...model, thresholds: RISK_KINDS.map(() => 2) });
    unseen.push({
      risky: e.categories.length > 0,
      kind: Math.max(...RISK_KINDS.map((k) => p[k])),
      any: p.any,
      weakRule: rules.level === 'possible',
    });
  }
}
const positives = unseen.filter((u) => u.risky).length;
const negatives = unseen.length - positives;
let chosen = { kind: 0.9, any: 2, recall: -1, alarms: 0 };
for (const kind of KIND_THRESHOLDS.filter((t) => t >= MIN_THRESHOLD)) {
  for (const any of ANY_THRESHOLDS) {
    const flags = (u: (typeof unseen)[number]) => u.kind >= kind || u.any >= any;
    const recall = unseen.filter((u) => u.risky && flags(u)).length / positives;
    const alarms = unseen.filter((u) => !u.risky && flags(u)).length / negatives;
    if (alarms <= MAX_MODEL_FALSE_ALARMS && recall > chosen.recall) {
      chosen = { kind, any, recall, alarms };
    }
  }
}
process.stderr.write(
  `unseen writers, model alone: recall ${chosen.recall.toFixed(3)}, false alarms ${chosen.alarms.toFixed(3)} ` +
    `(category threshold ${chosen.kind}, any-risk threshold ${chosen.any})\n`,
);

// The model may silence a rule's lone weak finding below `silence`: the highest bound at which,
// on unseen writers, it silenced no risky text, one step lower for a margin.
const silencesRisk = (v: number) =>
  unseen.some(
    (u) => u.risky && u.weakRule && u.kind < chosen.kind && u.any < chosen.any && u.any < v,
  );
let silence = 0;
for (const v of SILENCE_BOUNDS) if (!silencesRisk(v)) silence = v;
silence = Math.max(0, Math.round((silence - SILENCE_MARGIN) * 100) / 100);
const silenced = unseen.filter(
  (u) => !u.risky && u.weakRule && u.kind < chosen.kind && u.any < chosen.any && u.any < silence,
).length;
process.stderr.write(
  `silence below ${silence}: ${silenced} weak rule alarms of unseen writers' negatives silenced, no risky text\n`,
);

const final: RiskModel = {
  ...trainModel([...examples, ...ordinary]),
  thresholds: MODEL_OUTPUTS.map((o) => (o === 'any' ? chosen.any : chosen.kind)),
  silence,
};
fs.writeFileSync(out, `${JSON.stringify(toStored(final))}\n`);

// For comparison only: the dev part of the evaluation sets, rules alone and with the model.
const dev = riskSet('dev');
const measure = (model: RiskModel) => {
  const flagged = (text: string) => assessRisk(text, model).risk;
  const risky = dev.filter((d) => d.categories.length > 0);
  const safe = dev.filter((d) => d.categories.length === 0);
  return `recall ${(risky.filter((d) => flagged(d.text)).length / risky.length).toFixed(3)}, false alarms ${(safe.filter((d) => flagged(d.text)).length / safe.length).toFixed(3)}`;
};
process.stderr.write(
  `dev, rules alone: ${measure({ ...final, thresholds: RISK_KINDS.map(() => 2), silence: 0 })}; with the model: ${measure(final)}\n` +
    `${Object.keys(final.weights).length} features; wrote ${path.relative(root, out)}\n`,
);

// `npm run eval:ai`: the AI engine's safety net measured on the blind sets of apps/server/eval/
// (bench/lib/eval-sets.ts): risk recall per category and false alarms on hard negatives, masking
// recall per identifier kind, span precision and clinical phrases lost, for the dev part and the
// held-out part. Prints JSON. `--part dev --misses` also lists the dev misses (never held-out's).
import { parseArgs } from 'node:util';
import { findPii } from '../apps/server/src/modules/ai/pii';
import { assessRisk, RISK_KINDS } from '../apps/server/src/modules/ai/risk';
import { maskingSet, riskSet, type Part } from './lib/eval-sets';
import { scoreMasking } from './lib/masking-metrics';

const round = (n: number) => Math.round(n * 1000) / 1000;

function risk(part: Part, showMisses: boolean) {
  const items = riskSet(part);
  const byCategory: Record<string, { total: number; found: number }> = {};
  const misses: Array<{ id: string; missing: string[]; text: string }> = [];
  const alarms: Array<{ id: string; kinds: string[]; text: string }> = [];
  let positives = 0;
  let flagged = 0;
  let negatives = 0;
  let falseAlarms = 0;
  const started = performance.now();
  for (const item of items) {
    const verdict = assessRisk(item.text);
    if (item.categories.length === 0) {
      negatives += 1;
      if (verdict.risk) {
        falseAlarms += 1;
        alarms.push({ id: item.id, kinds: verdict.kinds, text: item.text });
      }
      continue;
    }
    positives += 1;
    if (verdict.risk) flagged += 1;
    const missing: string[] = [];
    for (const category of item.categories) {
      const entry = (byCategory[category] ??= { total: 0, found: 0 });
      entry.total += 1;
      if ((verdict.kinds as string[]).includes(category)) entry.found += 1;
      else missing.push(category);
    }
    if (missing.length > 0) misses.push({ id: item.id, missing, text: item.text });
  }
  const msPerText = (performance.now() - started) / items.length;
  return {
    texts: items.length,
    anyRiskRecall: `${flagged}/${positives}`,
    anyRiskRecallRate: round(flagged / positives),
    falseAlarms: `${falseAlarms}/${negatives}`,
    falseAlarmRate: round(falseAlarms / negatives),
    categoryRecall: Object.fromEntries(
      RISK_KINDS.map((k) => [
        k,
        byCategory[k] ? `${byCategory[k].found}/${byCategory[k].total}` : '0/0',
      ]),
    ),
    msPerText: round(msPerText),
    ...(showMisses ? { misses, alarms } : {}),
  };
}

function masking(part: Part, showMisses: boolean) {
  const score = scoreMasking(maskingSet(part), (text) => findPii(text));
  const total = Object.values(score.byKind).reduce((n, k) => n + k.total, 0);
  const masked = Object.values(score.byKind).reduce((n, k) => n + k.masked, 0);
  return {
    recall: round(masked / total),
    spanPrecision: round(1 - score.spans.falsePositive / Math.max(1, score.spans.total)),
    keepLost: `${score.keep.lost}/${score.keep.total}`,
    byKind: Object.fromEntries(
      Object.entries(score.byKind).map(([k, v]) => [k, `${v.masked}/${v.total}`]),
    ),
    ...(showMisses
      ? { misses: score.misses, falsePositives: score.falsePositives, lostKeeps: score.lostKeeps }
      : {}),
  };
}

const { values } = parseArgs({
  options: { part: { type: 'string' }, misses: { type: 'boolean', default: false } },
});
const parts: Part[] =
  values.part === 'dev' ? ['dev'] : values.part === 'heldout' ? ['heldout'] : ['dev', 'heldout'];
if (values.misses && parts.includes('heldout')) {
  throw new Error(
    '--misses lists dev misses only: held-out texts are never inspected (--part dev).',
  );
}
const out = Object.fromEntries(
  parts.map((part) => [
    part,
    { risk: risk(part, values.misses), masking: masking(part, values.misses) },
  ]),
);
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);

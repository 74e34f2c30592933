// `npm run eval:ai`: the AI engine measured on the blind sets of apps/server/eval/
// (bench/lib/eval-sets.ts), for the dev part and the held-out part: risk recall per category and
// false alarms on hard negatives; masking recall per identifier kind, span precision and clinical
// phrases lost; and for the supervision questions (issue 17 §5) the expected frame in the top 3,
// the labelled core concepts present, the question type, boilerplate share, citations of unused
// frames and p50 latency of the offline engine. Prints JSON. `--only risk|masking|questions`;
// `--part dev --misses` also lists the dev misses (never held-out's).
import { parseArgs } from 'node:util';
import { DISCLAIMER } from '../apps/server/src/providers/ai/compose-frames';
import { writeOfflineAnswer } from '../apps/server/src/providers/ai/offline-model';
import { findPii } from '../apps/server/src/providers/ai/pii';
import { assessRisk, RISK_KINDS } from '../apps/server/src/providers/ai/risk';
import { answerTokens, boilerplateShare, conceptPresent } from './lib/answer-metrics';
import {
  areaFrames,
  maskingSet,
  questionSet,
  riskSet,
  selectAuthors,
  type Part,
} from './lib/eval-sets';
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
  const items = maskingSet(part);
  const started = performance.now();
  const score = scoreMasking(items, (text) => findPii(text));
  const msPerText = (performance.now() - started) / items.length;
  const total = Object.values(score.byKind).reduce((n, k) => n + k.total, 0);
  const masked = Object.values(score.byKind).reduce((n, k) => n + k.masked, 0);
  return {
    recall: round(masked / total),
    spanPrecision: round(1 - score.spans.falsePositive / Math.max(1, score.spans.total)),
    keepLost: `${score.keep.lost}/${score.keep.total}`,
    msPerText: round(msPerText),
    byKind: Object.fromEntries(
      Object.entries(score.byKind).map(([k, v]) => [k, `${v.masked}/${v.total}`]),
    ),
    ...(showMisses
      ? { misses: score.misses, falsePositives: score.falsePositives, lostKeeps: score.lostKeeps }
      : {}),
  };
}

/** The labelled question types, as the case reading names them. */
const TYPE_OF_LABEL: Record<string, string> = { dilemma: 'should-i' };
const LEVEL_OF_ASKER: Record<string, 'student' | 'early' | 'experienced'> = {
  student: 'student',
  early: 'early',
  experienced: 'experienced',
};

function questions(part: Part, showMisses: boolean) {
  const items = questionSet(part);
  const mapping = areaFrames();
  const byKind: Record<
    string,
    { n: number; top3: number; top3Known: number; concepts: number; core: number; type: number }
  > = {};
  const answers: string[] = [];
  const times: number[] = [];
  let unusedCitations = 0;
  let noMatch = 0;
  const misses: unknown[] = [];
  for (const item of items) {
    const started = performance.now();
    const { text, analysis, used } = writeOfflineAnswer({
      question: item.question,
      history: [],
      focus: 'auto',
      level: LEVEL_OF_ASKER[item.asker] ?? 'early',
    });
    times.push(performance.now() - started);
    answers.push(text);
    const k = (byKind[item.kind] ??= {
      n: 0,
      top3: 0,
      top3Known: 0,
      concepts: 0,
      core: 0,
      type: 0,
    });
    k.n += 1;
    const top3 = analysis.matches.slice(0, 3).map((m) => m.frame.id);
    // Later authors name the frames themselves (from the frame list); earlier ones named areas.
    const expected = item.frames?.length
      ? item.frames
      : mapping
        ? [...new Set(item.areas.flatMap((a) => mapping[a] ?? []))]
        : [];
    if (expected.length > 0) {
      k.top3Known += 1;
      if (top3.some((id) => expected.includes(id))) k.top3 += 1;
    }
    const tokens = answerTokens(text);
    const present = item.concepts.filter((c) => conceptPresent(c, tokens));
    const share = item.concepts.length > 0 ? present.length / item.concepts.length : 1;
    k.concepts += share;
    if (share >= 0.5) k.core += 1;
    const wanted = TYPE_OF_LABEL[item.type] ?? item.type;
    if (item.type === 'other' || analysis.reading.type === wanted) k.type += 1;
    if (used.length === 0) noMatch += 1;
    // A source listed but never cited in the text is a citation of an unused frame.
    const body = text.split('## Kaynaklar')[0] ?? '';
    unusedCitations += used.filter((_, i) => !body.includes(`[${String(i + 1)}]`)).length;
    if (showMisses && share < 0.5) {
      misses.push({
        id: item.id,
        type: `${item.type} → ${analysis.reading.type}`,
        expected,
        top3,
        missing: item.concepts.filter((c) => !present.includes(c)),
      });
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const total = Object.values(byKind).reduce((n, k) => n + k.core, 0);
  return {
    questions: items.length,
    coreConceptsInAnswer: `${total}/${items.length}`,
    coreConceptsRate: round(total / items.length),
    boilerplateShare: round(boilerplateShare(answers, DISCLAIMER)),
    citationsToUnusedFrames: unusedCitations,
    answersWithNoFrame: noMatch,
    p50Ms: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    byKind: Object.fromEntries(
      Object.entries(byKind).map(([kind, k]) => [
        kind,
        {
          expectedFrameInTop3: mapping ? `${k.top3}/${k.top3Known}` : 'no area-frames.json',
          conceptCoverage: round(k.concepts / k.n),
          coreConcepts: `${k.core}/${k.n}`,
          questionType: `${k.type}/${k.n}`,
        },
      ]),
    ),
    ...(showMisses ? { misses } : {}),
  };
}

const { values } = parseArgs({
  options: {
    part: { type: 'string' },
    only: { type: 'string' },
    misses: { type: 'boolean', default: false },
    author: { type: 'string' },
  },
});
selectAuthors(values.author ? values.author.split(',').map((a) => a.trim()) : null);
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
    {
      ...(values.only && values.only !== 'risk' ? {} : { risk: risk(part, values.misses) }),
      ...(values.only && values.only !== 'masking'
        ? {}
        : { masking: masking(part, values.misses) }),
      ...(values.only && values.only !== 'questions'
        ? {}
        : { questions: questions(part, values.misses) }),
    },
  ]),
);
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);

// Quality and speed of the offline AI engine on the labelled sets in
// apps/server/src/modules/ai/knowledge/data: retrieval top-3 hit rate, PII precision/recall,
// risk recall and false-alarm rate, mode accuracy, and answer latency p50/p95. Prints JSON.
// Run: npm run bench:ai
import { loadConfig } from '../apps/server/src/config';
import { createSupervisionEngine } from '../apps/server/src/modules/ai/create-engine';
import answerEval from '../apps/server/src/modules/ai/knowledge/data/answer-eval.json' with { type: 'json' };
import piiEval from '../apps/server/src/modules/ai/knowledge/data/pii-eval.json' with { type: 'json' };
import retrievalEval from '../apps/server/src/modules/ai/knowledge/data/retrieval-eval.json' with { type: 'json' };
import riskEval from '../apps/server/src/modules/ai/knowledge/data/risk-eval.json' with { type: 'json' };
import { knowledgeRetriever } from '../apps/server/src/modules/ai/knowledge/retrieval';
import { findPii } from '../apps/server/src/modules/ai/pii';
import { assessRisk } from '../apps/server/src/modules/ai/risk';

const round = (n: number) => Math.round(n * 1000) / 1000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function retrieval() {
  const retriever = knowledgeRetriever();
  let hits = 0;
  for (const { question, expected } of retrievalEval as Array<{
    question: string;
    expected: string[];
  }>) {
    const top = retriever.search(question, 3).map((hit) => hit.entry.id);
    if (expected.some((id) => top.includes(id))) hits += 1;
  }
  return { questions: retrievalEval.length, top3HitRate: round(hits / retrievalEval.length) };
}

function pii() {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const overlaps = (a: string, b: string) => a.includes(b) || b.includes(a);
  for (const { text, pii: labels } of piiEval as Array<{
    text: string;
    pii: Array<{ value: string }>;
  }>) {
    const found = findPii(text);
    for (const label of labels) {
      if (found.some((f) => overlaps(label.value, f.value))) tp += 1;
      else fn += 1;
    }
    for (const f of found) if (!labels.some((label) => overlaps(label.value, f.value))) fp += 1;
  }
  return { labels: tp + fn, precision: round(tp / (tp + fp)), recall: round(tp / (tp + fn)) };
}

function risk() {
  const set = riskEval as Array<{ text: string; risk: boolean }>;
  const positives = set.filter((s) => s.risk);
  const negatives = set.filter((s) => !s.risk);
  return {
    texts: set.length,
    recall: round(positives.filter((s) => assessRisk(s.text).risk).length / positives.length),
    falseAlarmRate: round(
      negatives.filter((s) => assessRisk(s.text).risk).length / negatives.length,
    ),
  };
}

async function answers(repetitions: number) {
  const engine = createSupervisionEngine(loadConfig({ NODE_ENV: 'test' }));
  const timings: number[] = [];
  let modeHits = 0;
  let riskHits = 0;
  const set = answerEval as Array<{ question: string; mode: string; risk: boolean }>;
  for (let r = 0; r < repetitions; r++) {
    for (const item of set) {
      const started = performance.now();
      const stream = engine.answer({
        question: item.question,
        history: [],
        focus: 'auto',
        level: 'early',
      });
      for await (const _chunk of stream.textStream) {
        // drain
      }
      const result = await stream.result;
      timings.push(performance.now() - started);
      if (r === 0 && result.mode === item.mode) modeHits += 1;
      if (r === 0 && result.risk === item.risk) riskHits += 1;
    }
  }
  timings.sort((a, b) => a - b);
  return {
    questions: set.length,
    modeAccuracy: round(modeHits / set.length),
    riskAgreement: round(riskHits / set.length),
    latencyMs: {
      p50: round(percentile(timings, 50)),
      p95: round(percentile(timings, 95)),
      runs: timings.length,
    },
  };
}

const report = {
  retrieval: retrieval(),
  pii: pii(),
  risk: risk(),
  offlineAnswers: await answers(5),
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);

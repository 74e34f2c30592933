// `npm run -s ai:ask -- "<question>"` prints the configured engine's answer as Markdown;
// `npm run -s ai:ask -- --jsonl < questions.jsonl` answers {"id","question"} lines with
// {"id","mode","risk","answer"} lines. No server, no database; network only for a real LLM.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { createSupervisionEngine } from './providers/ai/create-engine';
import type { SupervisionEngine, SupervisionResult } from './providers/ai/engine';

async function ask(engine: SupervisionEngine, question: string): Promise<SupervisionResult> {
  const stream = engine.answer({ question, history: [], focus: 'auto', level: 'early' });
  for await (const _chunk of stream.textStream) {
    // The whole answer comes with the result; the chunks only matter to streaming clients.
  }
  return stream.result;
}

async function run(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { jsonl: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const engine = createSupervisionEngine(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }));
  if (!values.jsonl) {
    const question = positionals.join(' ').trim();
    if (!question)
      throw new Error('Usage: npm run -s ai:ask -- "<soru>"  |  --jsonl < sorular.jsonl');
    process.stdout.write(`${(await ask(engine, question)).text}\n`);
    return;
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const { id, question } = JSON.parse(line) as { id: unknown; question: unknown };
    if (typeof question !== 'string')
      throw new Error(`line without a question: ${line.slice(0, 80)}`);
    const result = await ask(engine, question);
    process.stdout.write(
      `${JSON.stringify({ id, mode: result.mode, risk: result.risk, answer: result.text })}\n`,
    );
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

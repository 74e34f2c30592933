import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createSupervisionEngine } from './create-engine';
import type { SupervisionEngine } from './engine';

/** A local server speaking the OpenAI chat-completions protocol, streaming included. */
const received: Array<{
  messages: Array<{ role: string; content: string }>;
  temperature?: number;
  max_tokens?: number;
}> = [];
let mode: 'ok' | 'down' | 'flaky' | 'triage' | 'json' | 'citations' | 'hang' | 'limited' = 'ok';
let flakyFailures = 0;

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    // A provider that accepts the request and never answers.
    if (mode === 'hang') return;
    if (mode === 'limited') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(JSON.stringify({ error: { message: 'rate limit reached' } }));
      return;
    }
    if (mode === 'down' || (mode === 'flaky' && flakyFailures-- > 0)) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'overloaded' } }));
      return;
    }
    const request = JSON.parse(body) as {
      stream?: boolean;
      messages: Array<{ role: string; content: string }>;
    };
    received.push(request);
    const reply = ['## Yanıt\n', '[KİŞİ_1] ile ', 'güvenlik planı [1] ', 'üzerinde çalışın.'];
    // A second opinion on risk, split across chunks as a model may stream it.
    if (mode === 'triage') reply.push('\n\n[[Rİ', 'SK: elderAbuse]]');
    // A citation of a source the model was not given, split across chunks.
    if (mode === 'citations') reply.push(' Ayrıca bkz. [', '9]. Bir de [2].');
    // A server that answers a streaming request with one JSON completion.
    if (!request.stream || mode === 'json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.join('') },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const content of reply) {
      res.write(
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`,
      );
    }
    res.write(
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 120, completion_tokens: 12, total_tokens: 132 } })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  });
});

/** The engine pointed at the local server, with the given settings on top of the test ones. */
function localEngine(settings: Record<string, string> = {}): SupervisionEngine {
  const port = (server.address() as AddressInfo).port;
  return createSupervisionEngine(
    loadConfig({
      NODE_ENV: 'test',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `http://127.0.0.1:${String(port)}/v1`,
      AI_MODEL: 'test-model',
      AI_API_KEY: 'local-key',
      AI_TIMEOUT_MS: '5000',
      ...settings,
    }),
  );
}

let engine: SupervisionEngine;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  engine = localEngine({ AI_TEMPERATURE: '0.2', AI_MAX_TOKENS: '1500' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function run(question: string) {
  const stream = engine.answer({ question, history: [], focus: 'auto', level: 'early' });
  const chunks: string[] = [];
  for await (const chunk of stream.textStream) chunks.push(chunk);
  return { chunks, result: await stream.result };
}

describe('OpenAI-compatible provider', () => {
  it('streams the answer, sends only masked text and maps placeholders back', async () => {
    mode = 'ok';
    const { chunks, result } = await run(
      'Danışanım Ayşe Yılmaz (0532 123 45 67, TC 10000000146) intihar etmeyi düşündüğünü söyledi; güvenlik planı nasıl yapılır?',
    );
    const sent = JSON.stringify(received.at(-1));
    expect(sent).not.toContain('Ayşe');
    expect(sent).not.toContain('0532');
    expect(sent).not.toContain('10000000146');
    expect(sent).toContain('[KİŞİ_1]');
    expect(sent).toContain('[TEL_1]');
    // The system prompt grounds the answer in numbered knowledge frames.
    expect(received.at(-1)!.messages[0]).toMatchObject({ role: 'system' });
    expect(received.at(-1)!.messages[0]!.content).toContain('[1]');

    expect(chunks.length).toBeGreaterThan(3);
    expect(result.text).toContain('Ayşe Yılmaz ile güvenlik planı');
    expect(result.text).toContain('## Risk Protokolü');
    expect(result).toMatchObject({
      provider: 'openai-compatible',
      model: 'test-model',
      risk: true,
    });
    expect(result.inputTokens).toBe(120);

    // The risk verdict and its (masked) evidence reach the model, and the answer opens with the
    // notice before the model's text.
    const system = received.at(-1)!.messages[0]!.content;
    expect(system).toContain('Risk taraması şu riskleri buldu: intihar');
    expect(system).toContain('[KİŞİ_1]');
    expect(system).not.toContain('Ayşe');
    expect(result.text.indexOf('Risk uyarısı')).toBeLessThan(result.text.indexOf('## Yanıt'));
    expect(result.riskKinds).toEqual(['suicide']);
    // What left the server is kept for the user to read, exactly as sent.
    expect(result.sentText).toContain(system);
    expect(result.sentText).toContain('[TEL_1]');
    expect(result.sentText).not.toContain('Ayşe');
  });

  it('tells the model when the rules found no risk, and keeps no notice', async () => {
    mode = 'ok';
    const { result } = await run('Gizliliğin sınırları nelerdir?');
    expect(received.at(-1)!.messages[0]!.content).toContain('risk işareti bulmadı');
    expect(result.text).not.toContain('Risk uyarısı');
    expect(result.riskKinds).toEqual([]);
  });

  it('adds the risk categories the model saw, never showing its marker', async () => {
    mode = 'triage';
    const { chunks, result } = await run('Seans sıklığını nasıl belirlerim?');
    mode = 'ok';
    expect(chunks.join('')).toBe(result.text);
    expect(result.text).not.toContain('[[');
    expect(result.text).toContain('Ek risk uyarısı');
    expect(result.text).toContain('## Risk Protokolü');
    expect(result).toMatchObject({ risk: true, riskKinds: ['elderAbuse'] });
    expect(received.at(-1)!.messages[0]!.content).toContain('[[RİSK:');
  });

  it('grounds the model in the case reading and whole matched frames, with its settings', async () => {
    mode = 'ok';
    await run(
      '27 yaşındaki danışanım 5 gecedir neredeyse hiç uyumuyor ama yorgun değil, kredi kartıyla ölçüsüz harcama yapıyor ve özel bir görevle seçildiğini söylüyor. Nasıl değerlendirmeliyim?',
    );
    const request = received.at(-1)!;
    expect(request.temperature).toBe(0.2);
    expect(request.max_tokens).toBe(1500);
    const system = request.messages[0]!.content;
    expect(system).toContain('Vakanın okunuşu');
    expect(system).toContain('27 yaşında');
    expect(system).toMatch(/\[1\] .*mani/i);
    // Frames are given whole: each section heading with its text, never cut mid-sentence.
    expect(system).toContain('### Formülasyon');
    expect(system).toContain('### Ayırıcı tanı ve sevk');
    expect(system).toContain('Yalnızca bu kaynaklara');
  });

  it('with no frame above the floor, tells the model to say so and cite nothing', async () => {
    mode = 'ok';
    await run('Muhasebe yazılımında fatura şablonunu nasıl değiştiririm?');
    const system = received.at(-1)!.messages[0]!.content;
    expect(system).toContain('yeterince eşleşen bir kaynak yok');
    expect(system).not.toContain('### ');
  });

  it('removes citations of sources the model was not given, and says so', async () => {
    mode = 'citations';
    const { chunks, result } = await run(
      'Panik atağı olan danışanımla interoseptif maruz bırakmaya nasıl başlarım?',
    );
    mode = 'ok';
    expect(chunks.join('')).toBe(result.text);
    expect(result.text).not.toContain('[9]');
    expect(result.text).toContain('[1]');
    expect(result.text).toContain('Bir de [2].');
    expect(result.text).toMatch(/1 atıf çıkarıldı/);
  });

  it('works with a server that answers a streaming request with one JSON completion', async () => {
    mode = 'json';
    const { result } = await run('Gizliliğin sınırları nelerdir?');
    mode = 'ok';
    expect(result.text).toContain('## Yanıt');
    expect(result.text).toContain('güvenlik planı');
    expect(result.inputTokens).toBe(10);
  });

  it('ends a hung provider stream when aborted (by a time limit of the generation), with nothing written', async () => {
    mode = 'hang';
    const limit = new AbortController();
    const stream = engine.answer({
      question: 'Gizliliğin sınırları nelerdir?',
      history: [],
      focus: 'auto',
      level: 'early',
      signal: limit.signal,
    });
    setTimeout(() => limit.abort(), 300);
    const drain = async () => {
      for await (const chunk of stream.textStream) void chunk;
    };
    await expect(drain()).rejects.toMatchObject({ name: 'EngineError' });
    await expect(stream.result).rejects.toMatchObject({ name: 'EngineError' });
    expect(stream.answered()).toBe(false);
    mode = 'ok';
  });

  it('says when the provider refused with 429, so the user reads the rate-limit text', async () => {
    mode = 'limited';
    await expect(run('Gizliliğin sınırları nelerdir?')).rejects.toMatchObject({
      name: 'EngineError',
      rateLimited: true,
    });
    mode = 'ok';
  });

  it('closes an answer cut short with the risk protocol its question called for', () => {
    const stream = engine.answer({
      question: 'Danışanım artık yaşamak istemediğini ve ilaçlarını biriktirdiğini söyledi.',
      history: [],
      focus: 'auto',
      level: 'early',
    });
    const closing = stream.cutShort();
    expect(closing.riskKinds).toContain('suicide');
    expect(closing.tail).toContain('## Risk Protokolü');
    const calm = engine.answer({
      question: 'Gizliliğin sınırları nelerdir?',
      history: [],
      focus: 'auto',
      level: 'early',
    });
    expect(calm.cutShort()).toEqual({ tail: '', riskKinds: [] });
  });

  it('retries once on a transient failure', async () => {
    mode = 'flaky';
    flakyFailures = 1;
    const { result } = await run('Gizliliğin sınırları nelerdir?');
    expect(result.text).toContain('güvenlik planı');
  });

  it('fails with an engine error when the provider is down', async () => {
    mode = 'down';
    await expect(run('Gizliliğin sınırları nelerdir?')).rejects.toMatchObject({
      name: 'EngineError',
    });
    mode = 'ok';
  });
});

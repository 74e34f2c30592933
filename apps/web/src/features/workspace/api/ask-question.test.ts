import type { MessageDto } from '@psikorehber/shared/schemas/workspace';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AnswerStreamError,
  askQuestion,
  placeAnswer,
  placeAnswerInPages,
  regenerateAnswer,
  removeFromPages,
  resumeAnswer,
  stopAnswer,
  useAskQuestion,
  type AskOutcome,
} from '~/features/workspace/api/ask-question';
import type { MessagePages } from '~/features/workspace/api/get-messages';
import { callsTo, headerOf, jsonBody, jsonResponse, route, stubFetch } from '~test/fetch-stub';
import { WS_ID, aMessage, sseResponse, topicApiPath } from '~test/workspace-fixtures';

const askPath = `${topicApiPath('topic-1')}/ask`;
const answerPath = (id: string) => `${topicApiPath('topic-1')}/messages/${id}`;
const question = aMessage({ id: 'q1', text: 'Soru' });
const answer = aMessage({ id: 'a1', role: 'assistant', text: 'Yanıt' });
const emptyAnswer = { ...answer, text: '', status: 'streaming' as const };
const input = { wsId: WS_ID, topicId: 'topic-1', text: 'Soru' };
const answerInput = { wsId: WS_ID, topicId: 'topic-1', answerId: 'a1' };

/** An SSE response that sends `events` and then ends. */
function streamOf(...events: [string, unknown][]) {
  const stream = sseResponse();
  for (const [event, data] of events) stream.send(event, data);
  stream.close();
  return stream.response;
}

describe('askQuestion', () => {
  it('accepts a plain JSON answer from a server that does not stream', async () => {
    stubFetch(
      route('POST', askPath, () => jsonResponse({ ok: true, question, answer, questionsLeft: 4 })),
    );
    const onStart = vi.fn();
    await expect(askQuestion(input, { onStart })).resolves.toEqual({
      kind: 'done',
      answer,
      status: 'complete',
      questionsLeft: 4,
      riskKinds: [],
    });
    expect(onStart).toHaveBeenCalledWith({ question, answer });
  });

  it('reports a stream that ends without a terminal event as dropped, not as a failure', async () => {
    stubFetch(
      route('POST', askPath, () =>
        streamOf(['start', { question, answer: emptyAnswer }], ['delta', { text: 'Yar' }]),
      ),
    );
    const onDelta = vi.fn();
    await expect(askQuestion(input, { onDelta })).resolves.toEqual({ kind: 'dropped' });
    expect(onDelta).toHaveBeenCalledWith('Yar');
  });

  it('reports a connection that breaks mid-stream as dropped, keeping what was read', async () => {
    stubFetch(
      route('POST', askPath, () => {
        const encoder = new TextEncoder();
        // A body whose next read fails, as a broken network's does.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            const start = JSON.stringify({ question, answer: emptyAnswer });
            controller.enqueue(encoder.encode(`event: start\ndata: ${start}\n\n`));
            controller.enqueue(encoder.encode('event: delta\ndata: {"text":"Yar"}\n\n'));
          },
          pull(controller) {
            controller.error(new TypeError('network error'));
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const onDelta = vi.fn();
    await expect(askQuestion(input, { onDelta })).resolves.toEqual({ kind: 'dropped' });
    expect(onDelta).toHaveBeenCalledWith('Yar');
  });

  it('turns an error event into an ApiError with the status of its code', async () => {
    stubFetch(
      route('POST', askPath, () =>
        streamOf(['error', { ok: false, error: 'trial_exhausted', message: 'Bitti.' }]),
      ),
    );
    const failure = askQuestion(input);
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      code: 'trial_exhausted',
      message: 'Bitti.',
    });
    await expect(failure).rejects.toBeInstanceOf(AnswerStreamError);
  });

  it('gives the stored answer and status of done: stopped, partial or error', async () => {
    const partial = {
      ...answer,
      status: 'partial' as const,
      endReason: 'idle_timeout' as const,
      canRegenerate: true,
      regenerateFree: true,
    };
    stubFetch(
      route('POST', askPath, () =>
        streamOf(
          ['start', { question, answer: emptyAnswer }],
          ['done', { answer: partial, status: 'partial', questionsLeft: 2, riskKinds: [] }],
          // Nothing after the terminal event counts.
          ['delta', { text: 'sonra' }],
        ),
      ),
    );
    const onDelta = vi.fn();
    await expect(askQuestion(input, { onDelta })).resolves.toEqual({
      kind: 'done',
      answer: partial,
      status: 'partial',
      questionsLeft: 2,
      riskKinds: [],
    });
    expect(onDelta).not.toHaveBeenCalled();
  });

  it('gives a cancelled stream (Durdur before the first word) as cancelled', async () => {
    stubFetch(
      route('POST', askPath, () =>
        streamOf(['start', { question, answer: emptyAnswer }], ['cancelled', { questionsLeft: 3 }]),
      ),
    );
    await expect(askQuestion(input)).resolves.toEqual({ kind: 'cancelled', questionsLeft: 3 });
  });
});

describe('resumeAnswer, regenerateAnswer, stopAnswer', () => {
  it('resumes with a snapshot, then deltas and done (questionsLeft unknown)', async () => {
    const fetchMock = stubFetch(
      route('GET', `${answerPath('a1')}/stream`, () =>
        streamOf(
          ['snapshot', { answer: { ...emptyAnswer, text: 'Yanıtın ' } }],
          ['delta', { text: 'sonu' }],
          ['done', { answer: { ...answer, text: 'Yanıtın sonu' }, questionsLeft: null }],
        ),
      ),
    );
    const onSnapshot = vi.fn();
    const onDelta = vi.fn();
    await expect(resumeAnswer(answerInput, { onSnapshot, onDelta })).resolves.toMatchObject({
      kind: 'done',
      status: 'complete',
      questionsLeft: null,
      answer: { id: 'a1', text: 'Yanıtın sonu' },
    });
    expect(onSnapshot).toHaveBeenCalledWith(expect.objectContaining({ text: 'Yanıtın ' }));
    expect(onDelta).toHaveBeenCalledWith('sonu');
    const [call] = callsTo(fetchMock, 'GET', `${answerPath('a1')}/stream`);
    expect(headerOf(call?.init, 'Accept')).toContain('text/event-stream');
  });

  it('regenerates with a POST to the answer and reads the stream as an ask', async () => {
    const fresh = { ...emptyAnswer, id: 'a2' };
    const fetchMock = stubFetch(
      route('POST', `${answerPath('a1')}/regenerate`, () =>
        streamOf(
          ['start', { question, answer: fresh }],
          ['done', { answer: { ...fresh, text: 'Yeni', status: 'complete' }, questionsLeft: 1 }],
        ),
      ),
    );
    const onStart = vi.fn();
    await expect(regenerateAnswer(answerInput, { onStart })).resolves.toMatchObject({
      kind: 'done',
      answer: { id: 'a2', text: 'Yeni' },
      questionsLeft: 1,
    });
    expect(onStart).toHaveBeenCalledWith({ question, answer: fresh });
    const [call] = callsTo(fetchMock, 'POST', `${answerPath('a1')}/regenerate`);
    expect(headerOf(call?.init, 'Accept')).toContain('text/event-stream');
  });

  it('rejects a refused regeneration with the server’s error', async () => {
    stubFetch(
      route('POST', `${answerPath('a1')}/regenerate`, () =>
        jsonResponse({ ok: false, error: 'invalid_state', message: 'Olmaz.' }, 409),
      ),
    );
    await expect(regenerateAnswer(answerInput)).rejects.toMatchObject({
      status: 409,
      code: 'invalid_state',
    });
  });

  it('stops an answer and gives its stored state, or null when the pair was removed', async () => {
    let removed = false;
    const fetchMock = stubFetch(
      route('POST', `${answerPath('a1')}/stop`, () =>
        jsonResponse({ ok: true, answer: removed ? null : { ...answer, status: 'stopped' } }),
      ),
    );
    await expect(stopAnswer(answerInput)).resolves.toMatchObject({ id: 'a1', status: 'stopped' });
    removed = true;
    await expect(stopAnswer(answerInput)).resolves.toBeNull();
    const [call] = callsTo(fetchMock, 'POST', `${answerPath('a1')}/stop`);
    expect(jsonBody(call?.init)).toBeUndefined();
  });
});

describe('placeAnswer', () => {
  const q1 = aMessage({ id: 'q1' });
  const a1 = aMessage({ id: 'a1', role: 'assistant' });
  const q2 = aMessage({ id: 'q2' });
  const a2 = aMessage({ id: 'a2', role: 'assistant', status: 'partial' });
  const ids = (messages: { id: string }[]) => messages.map((message) => message.id);

  it('appends a new pair at the end', () => {
    expect(ids(placeAnswer([q1, a1], q2, a2))).toEqual(['q1', 'a1', 'q2', 'a2']);
  });

  it('replaces an answer in place, by its id or the id it replaces', () => {
    const done = { ...a1, text: 'Bitti' };
    expect(placeAnswer([q1, a1, q2, a2], q1, done)[1]).toBe(done);
    const fresh = aMessage({ id: 'a3', role: 'assistant' });
    expect(ids(placeAnswer([q1, a1, q2, a2], q1, fresh, 'a1'))).toEqual(['q1', 'a3', 'q2', 'a2']);
  });

  it('puts an answer right after its question, and keeps a lone answer without one', () => {
    expect(ids(placeAnswer([q1, q2, a2], q1, a1))).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(ids(placeAnswer([q1, a1], null, a2))).toEqual(['q1', 'a1', 'a2']);
  });
});

describe('placeAnswerInPages and removeFromPages (issue 18)', () => {
  const [q1, a1, q2, a2, q3, a3] = ['q1', 'a1', 'q2', 'a2', 'q3', 'a3'].map((id) =>
    aMessage({ id, role: id.startsWith('q') ? 'user' : 'assistant' }),
  ) as [MessageDto, MessageDto, MessageDto, MessageDto, MessageDto, MessageDto];
  const page = (items: MessageDto[], hasMore: boolean) => ({
    ok: true as const,
    items,
    hasMore,
    nextCursor: hasMore ? (items[0]?.id ?? null) : null,
  });
  // Newest page first.
  const data: MessagePages = {
    pages: [page([q3, a3], true), page([q1, a1, q2, a2], false)],
    pageParams: [null, 'q3'],
  };
  const ids = (pages: MessagePages) => pages.pages.map((p) => p.items.map((m) => m.id));

  it('puts a new pair at the end of the newest page', () => {
    const q4 = aMessage({ id: 'q4' });
    const a4 = aMessage({ id: 'a4', role: 'assistant' });
    const next = placeAnswerInPages(data, q4, a4);
    expect(ids(next)).toEqual([
      ['q3', 'a3', 'q4', 'a4'],
      ['q1', 'a1', 'q2', 'a2'],
    ]);
    expect(next.pageParams).toBe(data.pageParams);
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('replaces an answer in the older page that holds it', () => {
    const fresh = aMessage({ id: 'a9', role: 'assistant', text: 'Yeniden' });
    const next = placeAnswerInPages(data, q1, fresh, 'a1');
    expect(ids(next)).toEqual([
      ['q3', 'a3'],
      ['q1', 'a9', 'q2', 'a2'],
    ]);
    expect(next.pages[0]).toBe(data.pages[0]);
  });

  it('removes a pair from whichever page holds it', () => {
    expect(ids(removeFromPages(data, new Set(['q2', 'a2', null])))).toEqual([
      ['q3', 'a3'],
      ['q1', 'a1'],
    ]);
  });
});

describe('useAskQuestion', () => {
  function renderAsker() {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    return renderHook(() => useAskQuestion(WS_ID), { wrapper });
  }

  it('ignores a second ask or regeneration while one is in flight, before React re-renders', async () => {
    const streams: ReturnType<typeof sseResponse>[] = [];
    const fetchMock = stubFetch(
      route('POST', askPath, (_url, init) => {
        const stream = sseResponse(init?.signal);
        streams.push(stream);
        return stream.response;
      }),
    );
    const { result } = renderAsker();
    let first: Promise<AskOutcome> | undefined;
    let second: Promise<AskOutcome> | undefined;
    let third: Promise<AskOutcome> | undefined;
    act(() => {
      // The same render's functions, called back to back (a double click).
      const { ask, regenerate } = result.current;
      first = ask('topic-1', 'Soru');
      second = ask('topic-1', 'Soru');
      third = regenerate('topic-1', answer, question);
    });
    await expect(second).resolves.toEqual({ kind: 'ignored' });
    await expect(third).resolves.toEqual({ kind: 'ignored' });
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', askPath)).toHaveLength(1);
    expect(result.current.busy).toBe(true);

    const stream = streams[0] as (typeof streams)[number];
    stream.send('start', { question, answer: emptyAnswer });
    stream.send('done', { answer, status: 'complete', questionsLeft: 1 });
    stream.close();
    await expect(first).resolves.toEqual({ kind: 'complete', answer });
    await waitFor(() => expect(result.current.busy).toBe(false));
  });
});

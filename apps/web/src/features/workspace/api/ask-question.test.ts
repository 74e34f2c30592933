import { describe, expect, it, vi } from 'vitest';
import { askQuestion } from '~/features/workspace/api/ask-question';
import { jsonResponse, route, stubFetch } from '~/testing/fetch-stub';
import { WS_ID, aMessage, sseResponse, topicApiPath } from '~/testing/workspace-fixtures';

const askPath = `${topicApiPath('topic-1')}/ask`;
const question = aMessage({ id: 'q1', text: 'Soru' });
const answer = aMessage({ id: 'a1', role: 'assistant', text: 'Yanıt' });
const input = { wsId: WS_ID, topicId: 'topic-1', text: 'Soru' };

describe('askQuestion', () => {
  it('accepts a plain JSON answer from a server that does not stream', async () => {
    stubFetch(
      route('POST', askPath, () => jsonResponse({ ok: true, question, answer, questionsLeft: 4 })),
    );
    const onStart = vi.fn();
    await expect(askQuestion(input, { onStart })).resolves.toEqual({
      question,
      answer,
      status: 'complete',
      questionsLeft: 4,
    });
    expect(onStart).toHaveBeenCalledWith({ question, answer });
  });

  it('reports a stream that ends without done as a server error', async () => {
    stubFetch(
      route('POST', askPath, () => {
        const stream = sseResponse();
        stream.send('start', { question, answer: { ...answer, text: '', status: 'streaming' } });
        stream.send('delta', { text: 'Yar' });
        stream.close();
        return stream.response;
      }),
    );
    const onDelta = vi.fn();
    await expect(askQuestion(input, { onDelta })).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      message: 'Sunucu hatası. Lütfen tekrar deneyin.',
    });
    expect(onDelta).toHaveBeenCalledWith('Yar');
  });

  it('turns an error event into an ApiError with the status of its code', async () => {
    stubFetch(
      route('POST', askPath, () => {
        const stream = sseResponse();
        stream.send('error', { ok: false, error: 'trial_exhausted', message: 'Bitti.' });
        stream.close();
        return stream.response;
      }),
    );
    await expect(askQuestion(input)).rejects.toMatchObject({
      status: 403,
      code: 'trial_exhausted',
      message: 'Bitti.',
    });
  });

  it('gives a stopped answer from done as stopped', async () => {
    stubFetch(
      route('POST', askPath, () => {
        const stream = sseResponse();
        stream.send('start', { question, answer: { ...answer, text: '', status: 'streaming' } });
        stream.send('done', {
          answer: { ...answer, status: 'stopped' },
          status: 'stopped',
          questionsLeft: 0,
        });
        stream.close();
        return stream.response;
      }),
    );
    await expect(askQuestion(input)).resolves.toMatchObject({
      status: 'stopped',
      questionsLeft: 0,
    });
  });
});

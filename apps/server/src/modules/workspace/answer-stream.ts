// How an answer reaches the one who asked or follows it: as Server-Sent Events (`start` or
// `snapshot`, `delta`…, one terminal event) or, without an event-stream Accept header, as JSON once
// it has ended. The wire format (headers, framing, keep-alive) is http/event-stream.ts; this is the
// answer's sequence of events.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MessageRow } from '../../db/schema';
import { AppError, errorBody } from '../../http/errors';
import { openEventStream, type EventStream } from '../../http/event-stream';
import { engineRequest, type BegunAsk } from './ask';
import type { Generation, GenerationEnd } from './generation';
import { RECOVERY_MARGIN_MS } from './recovery';
import { findMessage, toMessageDto } from './repository';

/**
 * Starts writing a begun ask or regeneration and answers the request: as Server-Sent Events when
 * asked for (`start`, `delta`…, one terminal event), else as JSON once the answer has ended.
 */
export async function answerBegun(
  app: FastifyInstance,
  accept: string | undefined,
  reply: FastifyReply,
  begun: BegunAsk,
) {
  const generation = app.generations.start(begun.answer, engineRequest(begun));
  const left = (end: GenerationEnd) =>
    begun.credit === null ? null : begun.credit.left + (creditReturned(end) ? 1 : 0);
  if (!(accept ?? '').includes('text/event-stream')) {
    const end = await generation.finished;
    if (end.kind === 'failed') throw new AppError('internal_error');
    if (end.kind === 'cancelled') throw new AppError('invalid_state', ANSWER_CANCELLED);
    if (end.answer.status === 'error')
      throw new AppError(
        end.answer.endReason === 'rate_limited' ? 'rate_limited' : 'ai_unavailable',
      );
    return {
      ok: true as const,
      question: toMessageDto(begun.question),
      answer: toMessageDto(end.answer),
      questionsLeft: left(end) ?? 0,
    };
  }
  const events = openEventStream(reply);
  followGeneration(
    events,
    generation,
    (text) => {
      events.send('start', {
        question: toMessageDto(begun.question),
        answer: toMessageDto(begun.answer),
      });
      if (text) events.send('delta', { text });
    },
    left,
  );
  return reply;
}

const ANSWER_CANCELLED = 'Yanıt başlamadan durduruldu.'; // our wording, not in the requirements

function creditReturned(end: GenerationEnd): boolean {
  return end.kind !== 'failed' && end.creditReturned;
}

/**
 * Sends a generation's events to one listener until it ends. The listener going away stops only
 * the listening: the answer goes on being written and stored.
 */
function followGeneration(
  events: EventStream,
  generation: Generation,
  opening: (textSoFar: string) => void,
  questionsLeft: (end: GenerationEnd) => number | null = () => null,
) {
  const { text, unlisten } = generation.listen({
    delta: (chunk) => events.send('delta', { text: chunk }),
    end: (end) => {
      sendEnd(events, end, questionsLeft(end));
      events.close();
    },
  });
  events.onClose(unlisten);
  opening(text);
}

function sendEnd(events: EventStream, end: GenerationEnd, questionsLeft: number | null) {
  if (end.kind === 'failed') events.send('error', errorBody('internal_error'));
  else if (end.kind === 'cancelled') events.send('cancelled', { questionsLeft });
  else
    events.send('done', {
      answer: toMessageDto(end.answer),
      status: end.answer.status,
      questionsLeft,
      riskKinds: end.riskKinds,
    });
}

/** How often a follower of an answer written by another instance reads it again. */
const FOLLOW_POLL_MS = 500;

/**
 * Follows an answer already begun (a reloaded page, another tab): live from this process's
 * generation, else from the database.
 */
export async function followAnswer(app: FastifyInstance, reply: FastifyReply, answer: MessageRow) {
  const events = openEventStream(reply);
  const generation = app.generations.get(answer.id);
  if (generation) {
    followGeneration(events, generation, (text) =>
      events.send('snapshot', { answer: toMessageDto({ ...answer, text }) }),
    );
    return;
  }
  await followStoredAnswer(app, events, answer);
}

/**
 * Follows an answer this process is not writing (another instance, or one already ended) from the
 * database: `snapshot`, then what was added at each poll, then the terminal event.
 */
async function followStoredAnswer(app: FastifyInstance, events: EventStream, answer: MessageRow) {
  events.send('snapshot', { answer: toMessageDto(answer) });
  let sent = answer.text;
  let row: MessageRow | undefined = answer;
  const until = Date.now() + app.config.ai.totalTimeoutMs + RECOVERY_MARGIN_MS;
  while (row?.status === 'streaming' && !events.closed && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_POLL_MS));
    row = await findMessage(app.db, answer.id);
    if (row && row.text.startsWith(sent) && row.text.length > sent.length) {
      events.send('delta', { text: row.text.slice(sent.length) });
      sent = row.text;
    }
  }
  if (!row) sendEnd(events, { kind: 'cancelled', creditReturned: true }, null);
  else if (row.status !== 'streaming')
    sendEnd(
      events,
      { kind: 'ended', answer: row, creditReturned: row.status !== 'complete', riskKinds: [] },
      null,
    );
  events.close();
}

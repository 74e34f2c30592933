import { ERROR_STATUS } from '@psikorehber/shared/errors';
import { ASK_MESSAGES } from '@psikorehber/shared/messages';
import type { AccessPolicy } from '@psikorehber/shared/schemas/entities';
import {
  askResponseSchema,
  askStreamCancelledSchema,
  askStreamDeltaSchema,
  askStreamDoneSchema,
  askStreamSnapshotSchema,
  askStreamStartSchema,
  stopAnswerResponseSchema,
  type MessageDto,
  type RiskKind,
  type TopicDto,
} from '@psikorehber/shared/schemas/workspace';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { messagesOf, type MessagePages } from '~/features/workspace/api/get-messages';
import { topicPath } from '~/features/workspace/api/get-topics';
import {
  ApiError,
  api,
  apiErrorFromBody,
  apiFetch,
  isApiError,
  validateResponse,
} from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { readSseStream } from '~/lib/sse';

// The answer belongs to the server, not to the tab (issue 16). Three requests stream an answer as
// Server-Sent Events, all ending in exactly one terminal event:
//   POST …/topics/{topic}/ask {text}                    `start` {question, answer}, `delta`…
//   POST …/topics/{topic}/messages/{answer}/regenerate  the same, `start` carries the new answer
//   GET  …/topics/{topic}/messages/{answer}/stream      `snapshot` {answer} (text so far), `delta`…
// Terminal: `done` {answer, status, questionsLeft, riskKinds}, `cancelled` {questionsLeft} ("Durdur"
// before the first word: the pair is gone, the credit returned) or `error` (our server failed).
// POST …/messages/{answer}/stop is the only way to end an answer early; closing the stream only
// stops listening. Errors before a stream starts are ordinary JSON error answers.

const STREAM_ACCEPT = 'text/event-stream, application/json';

export interface StreamHandlers {
  /** The server stored the question and an empty answer (their ids are known from here on). */
  onStart?: (messages: { question: MessageDto; answer: MessageDto }) => void;
  /** A resumed stream: the answer as stored so far; deltas continue from its text. */
  onSnapshot?: (answer: MessageDto) => void;
  /** The next piece of the answer. */
  onDelta?: (text: string) => void;
}

export type AnswerStatus = z.output<typeof askStreamDoneSchema>['status'];

/** How an answer stream ended. */
export type AnswerStreamEnd =
  | {
      kind: 'done';
      /** The answer as stored (complete, stopped, partial or error). */
      answer: MessageDto;
      status: AnswerStatus;
      /** Credits or trial questions left; null when the server did not say (a resumed stream). */
      questionsLeft: number | null;
      riskKinds: RiskKind[];
    }
  | { kind: 'cancelled'; questionsLeft: number | null }
  /** The connection ended without a terminal event: the server goes on; resume to follow it. */
  | { kind: 'dropped' };

function unexpectedResponse(body: unknown): ApiError {
  return new ApiError({
    status: 200,
    code: 'invalid_response',
    message: 'Sunucudan beklenmeyen bir yanıt alındı.', // the API client's wording
    body,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unexpectedResponse(text);
  }
}

function parseEvent<T>(schema: z.ZodType<T>, data: string): T {
  const parsed = schema.safeParse(parseJson(data));
  if (!parsed.success) throw unexpectedResponse(data);
  return parsed.data;
}

/** An `error` event: our server failed the answer (terminal; following it again would not help). */
export class AnswerStreamError extends ApiError {}

/** An `error` event as the ApiError its code would have been as a plain answer (ai_unavailable → 502). */
function streamError(data: string): AnswerStreamError {
  let body: unknown;
  try {
    body = JSON.parse(data) as unknown;
  } catch {
    body = undefined;
  }
  const code =
    typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : '';
  const status = code in ERROR_STATUS ? ERROR_STATUS[code as keyof typeof ERROR_STATUS] : 500;
  const { code: known, message, details } = apiErrorFromBody(status, body);
  return new AnswerStreamError({ status, code: known, message, details, body });
}

/** The connection broke before the answer's id was known, so it cannot be followed again. */
export function interruptedError(): ApiError {
  return new ApiError({
    status: 502,
    code: 'stream_interrupted',
    message: ASK_MESSAGES.serverError,
  });
}

function isEventStream(
  response: Response,
): response is Response & { body: ReadableStream<Uint8Array> } {
  const type = response.headers.get('Content-Type') ?? '';
  return type.includes('text/event-stream') && response.body !== null;
}

/**
 * Reads an answer stream up to its terminal event. A connection that breaks (or ends) before the
 * terminal event resolves as `dropped`; an `error` event or a malformed event rejects with an
 * ApiError; aborting `signal` rejects with an AbortError.
 */
export async function readAnswerStream(
  body: ReadableStream<Uint8Array>,
  { onStart, onSnapshot, onDelta }: StreamHandlers,
  signal?: AbortSignal,
): Promise<AnswerStreamEnd> {
  let end: AnswerStreamEnd | undefined;
  let failure: ApiError | undefined;
  try {
    await readSseStream(
      body,
      ({ event, data }) => {
        // Nothing counts after the terminal event.
        if (end || failure) return;
        if (event === 'start') onStart?.(parseEvent(askStreamStartSchema, data));
        else if (event === 'snapshot')
          onSnapshot?.(parseEvent(askStreamSnapshotSchema, data).answer);
        else if (event === 'delta') onDelta?.(parseEvent(askStreamDeltaSchema, data).text);
        else if (event === 'done') end = { kind: 'done', ...parseEvent(askStreamDoneSchema, data) };
        else if (event === 'cancelled') {
          end = { kind: 'cancelled', ...parseEvent(askStreamCancelledSchema, data) };
        } else if (event === 'error') failure = streamError(data);
      },
      signal,
    );
  } catch (error) {
    if (signal?.aborted || isApiError(error)) throw error;
    // The network failed mid-stream: what was read still counts.
  }
  if (failure) throw failure;
  return end ?? { kind: 'dropped' };
}

/** A non-streaming answer (a server without SSE answers the whole pair as JSON). */
async function readJsonAnswer(
  response: Response,
  { onStart }: StreamHandlers,
): Promise<AnswerStreamEnd> {
  const body = await validateResponse(askResponseSchema, parseJson(await response.text()));
  onStart?.({ question: body.question, answer: body.answer });
  const { status } = body.answer;
  return {
    kind: 'done',
    answer: body.answer,
    status: status === 'streaming' ? 'complete' : status,
    questionsLeft: body.questionsLeft,
    riskKinds: [],
  };
}

export interface AskInput {
  wsId: string;
  topicId: string;
  text: string;
  signal?: AbortSignal;
}

/**
 * Asks a question and streams the answer. Rejects with an ApiError (status and code of
 * docs/requirements/errors.md#err-ask) when the server refuses or fails, or with an AbortError when
 * `signal` aborts (which only stops listening: the server goes on writing the answer).
 */
export async function askQuestion(
  { wsId, topicId, text, signal }: AskInput,
  handlers: StreamHandlers = {},
): Promise<AnswerStreamEnd> {
  const response = await apiFetch(`${topicPath(wsId, topicId)}/ask`, {
    method: 'POST',
    body: { text },
    headers: { Accept: STREAM_ACCEPT },
    signal,
  });
  if (!isEventStream(response)) return readJsonAnswer(response, handlers);
  return readAnswerStream(response.body, handlers, signal);
}

export interface AnswerInput {
  wsId: string;
  topicId: string;
  answerId: string;
  signal?: AbortSignal;
}

function answerPath({ wsId, topicId, answerId }: AnswerInput): string {
  return `${topicPath(wsId, topicId)}/messages/${encodeURIComponent(answerId)}`;
}

/**
 * "Yeniden oluştur": writes a stopped, partial or failed answer again. `start` carries the new
 * answer that takes the old one's place. Refusals (409 invalid_state, 403 quota) reject as for ask.
 */
export async function regenerateAnswer(
  input: AnswerInput,
  handlers: StreamHandlers = {},
): Promise<AnswerStreamEnd> {
  const response = await apiFetch(`${answerPath(input)}/regenerate`, {
    method: 'POST',
    headers: { Accept: STREAM_ACCEPT },
    signal: input.signal,
  });
  if (!isEventStream(response)) return readJsonAnswer(response, handlers);
  return readAnswerStream(response.body, handlers, input.signal);
}

/** Follows an answer the server is still writing: `snapshot`, then as an ask stream. */
export async function resumeAnswer(
  input: AnswerInput,
  handlers: StreamHandlers = {},
): Promise<AnswerStreamEnd> {
  const response = await apiFetch(`${answerPath(input)}/stream`, {
    headers: { Accept: 'text/event-stream' },
    signal: input.signal,
  });
  if (!isEventStream(response)) throw unexpectedResponse(undefined);
  return readAnswerStream(response.body, handlers, input.signal);
}

/** "Durdur": the stored answer, or null when nothing was written and the pair was removed. */
export async function stopAnswer(input: Omit<AnswerInput, 'signal'>): Promise<MessageDto | null> {
  const { answer } = await api(`${answerPath(input)}/stop`, {
    method: 'POST',
    schema: stopAnswerResponseSchema,
  });
  return answer;
}

/**
 * Puts an answer (and its question) into a topic's messages, oldest first: in place of the
 * message with its id or the one it `replaces`, else right after its question, else at the end.
 */
export function placeAnswer(
  messages: readonly MessageDto[],
  question: MessageDto | null,
  answer: MessageDto,
  replaces: string | null = null,
): MessageDto[] {
  const placed: MessageDto[] = [];
  let questionPlaced = false;
  let answerPlaced = false;
  for (const message of messages) {
    if (question && message.id === question.id) {
      placed.push(question);
      questionPlaced = true;
    } else if (message.id === answer.id || message.id === replaces) {
      if (!answerPlaced) placed.push(answer);
      answerPlaced = true;
    } else {
      placed.push(message);
    }
  }
  if (!answerPlaced) {
    const at = question && questionPlaced ? placed.indexOf(question) + 1 : placed.length;
    placed.splice(at, 0, ...(question && !questionPlaced ? [question, answer] : [answer]));
  } else if (question && !questionPlaced) {
    placed.splice(placed.indexOf(answer), 0, question);
  }
  return placed;
}

export type LiveKind = 'ask' | 'regenerate' | 'resume';

/**
 * `placeAnswer` on a topic's cached pages (issue 18): in the page that holds the pair (or the
 * answer it replaces), else in the newest page, where a new pair belongs.
 */
export function placeAnswerInPages(
  data: MessagePages,
  question: MessageDto | null,
  answer: MessageDto,
  replaces: string | null = null,
): MessagePages {
  const ids = new Set([question?.id, answer.id, replaces]);
  const holder = data.pages.findIndex((page) => page.items.some((message) => ids.has(message.id)));
  const target = holder === -1 ? 0 : holder;
  return {
    ...data,
    pages: data.pages.map((page, index) =>
      index === target
        ? { ...page, items: placeAnswer(page.items, question, answer, replaces) }
        : page,
    ),
  };
}

/** A topic's cached pages without the messages in `ids` (a pair the server removed). */
export function removeFromPages(
  data: MessagePages,
  ids: ReadonlySet<string | null | undefined>,
): MessagePages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((message) => !ids.has(message.id)),
    })),
  };
}

/** An answer being written now, shown in its topic until it ends. */
export interface LiveAnswer {
  /** Stable while the answer is followed (ids change when the server names the pair). */
  key: string;
  kind: LiveKind;
  topicId: string;
  /** A React key for the pair that holds while the server renames it (an ask's first ids). */
  pairKey: string;
  /** The question (a placeholder until the server stored it); null if unknown when resuming. */
  question: MessageDto | null;
  /** The growing answer, status 'streaming' (a placeholder id until `start`). */
  answer: MessageDto;
  /** The stored answer this one takes the place of (a regeneration). */
  replaces: string | null;
  /** Waiting for the server's text so far (a resumed answer, or after the connection broke). */
  resuming: boolean;
  /** "Durdur" was pressed; the answer's end has not arrived yet. */
  stopping: boolean;
}

export type AnswerOutcome =
  | { kind: AnswerStatus; answer: MessageDto }
  /** "Durdur" before the first word: the server removed the pair and returned the credit. */
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: unknown }
  /** The page went away: the server goes on writing; the answer is there on return. */
  | { kind: 'detached' };

/** `ignored`: another answer is being written, so nothing was sent. */
export type AskOutcome = AnswerOutcome | { kind: 'ignored' };

export interface AskCallbacks {
  /** Every followed answer that ends (ask, regeneration or resume), before it leaves `lives`. */
  onFinish?: (outcome: AnswerOutcome, live: LiveAnswer) => void;
  /** The stop request failed; the answer goes on and "Durdur" can be pressed again. */
  onStopFailed?: (error: unknown, live: LiveAnswer) => void;
}

/** Waits before following a broken stream again; one try per entry, then the answer is given up. */
export const RESUME_DELAYS_MS = [300, 1_000, 2_500, 5_000] as const;

const PENDING_PREFIX = 'pending-';

interface Tracker {
  live: LiveAnswer;
  /** The server's id of the answer, once known. */
  answerId: string | null;
  stopRequested: boolean;
  stopSent: boolean;
  /** Only stops listening (the page went away); never used to stop an answer. */
  controller: AbortController;
}

function placeholder(
  topic: { wsId: string; topicId: string },
  id: string,
  role: MessageDto['role'],
  text: string,
): MessageDto {
  return {
    id,
    wsId: topic.wsId,
    topicId: topic.topicId,
    role,
    text,
    createdAt: new Date().toISOString(),
    status: role === 'user' ? 'complete' : 'streaming',
    provider: null,
    sentText: null,
    endReason: null,
    canRegenerate: false,
    regenerateFree: false,
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Network failures and 5xx are worth another try of a known answer's stream; a 4xx is the server's
 * answer, and an `error` event ends the answer.
 */
function isRetryable(error: unknown): boolean {
  if (error instanceof AnswerStreamError) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/** One macrotask: TanStack Query tells React about cache changes on a timer of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let trackerSeq = 0;

/** A local id, unique for the page's life. */
function nextLocalId(prefix: string): string {
  trackerSeq += 1;
  return `${prefix}${String(trackerSeq)}`;
}

/**
 * The answers of the current workspace being written now: `lives` holds them as they grow, in
 * whichever topic. `ask` and `regenerate` are ignored while any answer is being written (checked
 * synchronously, so a double click sends once); `stop` asks the server to stop one ("Durdur", also
 * before the server named the answer); `resume` follows an answer a topic's stored messages show
 * as still streaming. A broken connection is followed again; leaving the page only stops
 * listening. Ended answers go into the messages cache with the topic's counters and the credits.
 */
export function useAskQuestion(wsId: string, callbacks: AskCallbacks = {}) {
  const queryClient = useQueryClient();
  const [lives, setLives] = useState<LiveAnswer[]>([]);
  const trackers = useRef(new Map<string, Tracker>());
  /** Answers whose stream could not be followed again: not resumed automatically any more. */
  const givenUp = useRef(new Set<string>());
  const mounted = useRef(true);
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  const publish = useCallback(() => {
    if (mounted.current) setLives([...trackers.current.values()].map((tracker) => tracker.live));
  }, []);

  // Leaving the page stops listening only; the answers are read again on return.
  useEffect(() => {
    mounted.current = true;
    const followed = trackers.current;
    return () => {
      mounted.current = false;
      for (const tracker of followed.values()) {
        tracker.controller.abort();
        void queryClient.invalidateQueries({
          queryKey: queryKeys.messages(wsId, tracker.live.topicId),
          refetchType: 'none',
        });
      }
      followed.clear();
    };
  }, [queryClient, wsId]);

  /** Puts an ended answer into the topic's messages and brings the topic's counters up to date. */
  const commit = useCallback(
    (live: LiveAnswer, answer: MessageDto, riskKinds: RiskKind[]) => {
      const { topicId, replaces, kind } = live;
      const question =
        live.question && !live.question.id.startsWith(PENDING_PREFIX) ? live.question : null;
      const messagesKey = queryKeys.messages(wsId, topicId);
      const current = queryClient.getQueryData<MessagePages>(messagesKey);
      let added = kind === 'ask' ? 2 : 0;
      if (current) {
        const next = placeAnswerInPages(current, question, answer, replaces);
        added = messagesOf(next).length - messagesOf(current).length;
        queryClient.setQueryData<MessagePages>(messagesKey, next);
      }
      queryClient.setQueryData<TopicDto[]>(queryKeys.topics(wsId), (topics) =>
        topics?.map((topic) =>
          topic.id === topicId
            ? {
                ...topic,
                messageCount: topic.messageCount + added,
                lastMsgAt: kind === 'ask' && question ? question.createdAt : topic.lastMsgAt,
                // The topic remembers risk the answer raised, in the order first raised.
                riskKinds: [...new Set([...topic.riskKinds, ...riskKinds])],
              }
            : topic,
        ),
      );
      // The cache is right now; the server's copy is read again on the next visit.
      void queryClient.invalidateQueries({ queryKey: messagesKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.topics(wsId), refetchType: 'none' });
    },
    [queryClient, wsId],
  );

  /** The pair is gone on the server ("Durdur" before the first word): out of the cache too. */
  const forget = useCallback(
    (tracker: Tracker) => {
      const { topicId, question, kind, replaces } = tracker.live;
      const messagesKey = queryKeys.messages(wsId, topicId);
      const ids = new Set([tracker.answerId, question?.id, replaces]);
      queryClient.setQueryData<MessagePages>(messagesKey, (pages) =>
        pages ? removeFromPages(pages, ids) : pages,
      );
      // The server removes the whole pair; what a cancelled regeneration leaves is its to say.
      const refetchType = kind === 'regenerate' ? 'active' : 'none';
      void queryClient.invalidateQueries({ queryKey: messagesKey, refetchType });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.topics(wsId),
        refetchType: 'active',
      });
    },
    [queryClient, wsId],
  );

  const refreshCredits = useCallback(
    (questionsLeft: number | null) => {
      if (questionsLeft !== null) {
        queryClient.setQueryData<AccessPolicy>(queryKeys.workspaceAccess, (policy) =>
          policy ? { ...policy, questionsLeft, canAsk: questionsLeft > 0 } : policy,
        );
      }
      void queryClient.invalidateQueries({
        queryKey: queryKeys.workspaceAccess,
        refetchType: questionsLeft === null ? 'active' : 'none',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trialAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.billingAll });
    },
    [queryClient],
  );

  const update = useCallback(
    (tracker: Tracker, patch: Partial<LiveAnswer>) => {
      tracker.live = { ...tracker.live, ...patch };
      if (trackers.current.get(tracker.live.key) === tracker) publish();
    },
    [publish],
  );

  const sendStop = useCallback(
    (tracker: Tracker) => {
      if (tracker.stopSent || !tracker.answerId) return;
      tracker.stopSent = true;
      // The open stream gets the answer's end (done stopped, or cancelled): nothing to do here.
      stopAnswer({ wsId, topicId: tracker.live.topicId, answerId: tracker.answerId }).catch(
        (error: unknown) => {
          // 409/404: the answer ended or is gone already; its stream says how.
          if (isApiError(error) && (error.status === 409 || error.status === 404)) return;
          if (trackers.current.get(tracker.live.key) !== tracker) return;
          tracker.stopRequested = false;
          tracker.stopSent = false;
          update(tracker, { stopping: false });
          if (mounted.current) callbacksRef.current.onStopFailed?.(error, tracker.live);
        },
      );
    },
    [update, wsId],
  );

  const finish = useCallback(
    async (tracker: Tracker, outcome: AnswerOutcome, cacheChanged: boolean) => {
      if (!mounted.current || tracker.controller.signal.aborted) return outcome;
      // Let the cache reach the screen first, so the answer never blinks out between the two.
      if (cacheChanged) await nextTask();
      if (trackers.current.get(tracker.live.key) !== tracker) return outcome;
      callbacksRef.current.onFinish?.(outcome, tracker.live);
      trackers.current.delete(tracker.live.key);
      publish();
      return outcome;
    },
    [publish],
  );

  const follow = useCallback(
    async (
      tracker: Tracker,
      open: (handlers: StreamHandlers, signal: AbortSignal) => Promise<AnswerStreamEnd>,
    ): Promise<AnswerOutcome> => {
      const { signal } = tracker.controller;
      const { topicId } = tracker.live;
      const handlers: StreamHandlers = {
        onStart: ({ question, answer }) => {
          tracker.answerId = answer.id;
          update(tracker, {
            question,
            answer: { ...answer, status: 'streaming' },
            resuming: false,
          });
          if (tracker.stopRequested) sendStop(tracker);
        },
        onSnapshot: (answer) => {
          tracker.answerId = answer.id;
          update(tracker, { answer: { ...answer, status: 'streaming' }, resuming: false });
        },
        onDelta: (text) => {
          const { answer } = tracker.live;
          update(tracker, { answer: { ...answer, text: answer.text + text }, resuming: false });
        },
      };

      let end: AnswerStreamEnd;
      try {
        try {
          end = await open(handlers, signal);
        } catch (error) {
          // A failure to reach the server while following a known answer is one more drop.
          if (signal.aborted || !tracker.answerId || !isRetryable(error)) throw error;
          end = { kind: 'dropped' };
        }
        let tries = 0;
        let lastError: unknown = interruptedError();
        while (end.kind === 'dropped') {
          const answerId = tracker.answerId;
          const delay = RESUME_DELAYS_MS[tries];
          if (answerId === null) throw interruptedError();
          if (delay === undefined) {
            givenUp.current.add(answerId);
            throw lastError;
          }
          tries++;
          update(tracker, { resuming: true });
          await sleep(delay, signal);
          try {
            end = await resumeAnswer(
              { wsId, topicId, answerId, signal },
              {
                ...handlers,
                onSnapshot: (answer) => {
                  tries = 0;
                  handlers.onSnapshot?.(answer);
                },
              },
            );
          } catch (error) {
            if (signal.aborted || !isRetryable(error)) throw error;
            lastError = error;
          }
        }
      } catch (error) {
        if (signal.aborted) return { kind: 'detached' };
        if (tracker.stopRequested && isApiError(error) && error.status === 404) {
          // Stopped before the first word while we were away from the stream: the pair is gone.
          forget(tracker);
          refreshCredits(null);
          return finish(tracker, { kind: 'cancelled' }, true);
        }
        // Whatever the server kept (a failed pair is removed, its credit given back) is read again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.messages(wsId, topicId) });
        refreshCredits(null);
        return finish(tracker, { kind: 'failed', error }, false);
      }

      if (end.kind === 'cancelled') {
        forget(tracker);
        refreshCredits(end.questionsLeft);
        return finish(tracker, { kind: 'cancelled' }, true);
      }
      tracker.answerId = end.answer.id;
      commit(tracker.live, end.answer, end.riskKinds);
      refreshCredits(end.questionsLeft);
      return finish(tracker, { kind: end.status, answer: end.answer }, true);
    },
    [commit, finish, forget, queryClient, refreshCredits, sendStop, update, wsId],
  );

  const track = useCallback(
    (
      kind: LiveKind,
      topicId: string,
      fields: Pick<LiveAnswer, 'question' | 'answer' | 'replaces' | 'resuming'>,
      answerId: string | null,
    ): Tracker => {
      const pairKey = fields.question?.id ?? fields.replaces ?? fields.answer.id;
      const tracker: Tracker = {
        live: { key: nextLocalId('live-'), kind, topicId, pairKey, stopping: false, ...fields },
        answerId,
        stopRequested: false,
        stopSent: false,
        controller: new AbortController(),
      };
      trackers.current.set(tracker.live.key, tracker);
      publish();
      return tracker;
    },
    [publish],
  );

  const ask = useCallback(
    (topicId: string, text: string): Promise<AskOutcome> => {
      if (trackers.current.size > 0) return Promise.resolve({ kind: 'ignored' });
      const topic = { wsId, topicId };
      const id = nextLocalId(PENDING_PREFIX);
      const tracker = track(
        'ask',
        topicId,
        {
          question: placeholder(topic, `${id}-question`, 'user', text),
          answer: placeholder(topic, `${id}-answer`, 'assistant', ''),
          replaces: null,
          resuming: false,
        },
        null,
      );
      return follow(tracker, (handlers, signal) =>
        askQuestion({ wsId, topicId, text, signal }, handlers),
      );
    },
    [follow, track, wsId],
  );

  /** "Yeniden oluştur" for a stored answer (its question, when known, stays). */
  const regenerate = useCallback(
    (topicId: string, answer: MessageDto, question: MessageDto | null): Promise<AskOutcome> => {
      if (trackers.current.size > 0) return Promise.resolve({ kind: 'ignored' });
      const id = nextLocalId(PENDING_PREFIX);
      const tracker = track(
        'regenerate',
        topicId,
        {
          question,
          answer: placeholder({ wsId, topicId }, `${id}-answer`, 'assistant', ''),
          replaces: answer.id,
          resuming: false,
        },
        null,
      );
      return follow(tracker, (handlers, signal) =>
        regenerateAnswer({ wsId, topicId, answerId: answer.id, signal }, handlers),
      );
    },
    [follow, track, wsId],
  );

  /** Follows a stored answer that is still being written, unless it is followed already. */
  const resume = useCallback(
    (topicId: string, answer: MessageDto, question: MessageDto | null) => {
      if (givenUp.current.has(answer.id)) return;
      for (const tracker of trackers.current.values()) {
        if (tracker.answerId === answer.id || tracker.live.replaces === answer.id) return;
        // An ask or regeneration the server has not named yet may be this very answer.
        if (tracker.answerId === null && tracker.live.topicId === topicId) return;
      }
      const tracker = track(
        'resume',
        topicId,
        { question, answer: { ...answer, status: 'streaming' }, replaces: null, resuming: true },
        answer.id,
      );
      void follow(tracker, (handlers, signal) =>
        resumeAnswer({ wsId, topicId, answerId: answer.id, signal }, handlers),
      );
    },
    [follow, track, wsId],
  );

  /** "Durdur": the server stops the answer; its stream brings the end. Sent once the id is known. */
  const stop = useCallback(
    (key: string) => {
      const tracker = trackers.current.get(key);
      if (!tracker || tracker.stopRequested) return;
      tracker.stopRequested = true;
      update(tracker, { stopping: true });
      sendStop(tracker);
    },
    [sendStop, update],
  );

  return { lives, busy: lives.length > 0, ask, regenerate, resume, stop };
}

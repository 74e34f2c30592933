import { ASK_MESSAGES } from '@psikorehber/shared/messages';
import { ERROR_STATUS } from '@psikorehber/shared/errors';
import type { AccessPolicy } from '@psikorehber/shared/schemas/entities';
import {
  askResponseSchema,
  askStreamDeltaSchema,
  askStreamDoneSchema,
  askStreamStartSchema,
  type MessageDto,
  type RiskKind,
  type TopicDto,
} from '@psikorehber/shared/schemas/workspace';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { topicPath } from '~/features/workspace/api/get-topics';
import { ApiError, apiErrorFromBody, apiFetch, validateResponse } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { readSseStream } from '~/lib/sse';

// POST /workspaces/v2/{ws}/topics/{topic}/ask {text} as Server-Sent Events (issue 6): `start`
// {question, answer}, `delta` {text}…, then `done` {answer, status, questionsLeft} or `error`
// {ok:false, error, message}. Errors before the stream starts are ordinary JSON error answers.

export interface AskInput {
  wsId: string;
  topicId: string;
  text: string;
  signal?: AbortSignal;
}

export interface AskHandlers {
  /** The server stored the question and an empty answer (their ids are known from here on). */
  onStart?: (messages: { question: MessageDto; answer: MessageDto }) => void;
  /** The next piece of the answer. */
  onDelta?: (text: string) => void;
}

export interface AskResult {
  question: MessageDto;
  answer: MessageDto;
  status: 'complete' | 'stopped';
  /** Credits or trial questions left after this question. */
  questionsLeft: number;
  /** Risk categories the answer raised (none for a JSON answer without them). */
  riskKinds?: RiskKind[];
}

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

/** An `error` event as the ApiError its code would have been as a plain answer (ai_unavailable → 502). */
function streamError(data: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(data) as unknown;
  } catch {
    body = undefined;
  }
  const code =
    typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : '';
  const status = code in ERROR_STATUS ? ERROR_STATUS[code as keyof typeof ERROR_STATUS] : 500;
  return apiErrorFromBody(status, body);
}

/** The stream ended without `done` or `error`: the connection broke while the server answered. */
function interruptedError(): ApiError {
  return new ApiError({
    status: 502,
    code: 'stream_interrupted',
    message: ASK_MESSAGES.serverError,
  });
}

/**
 * Asks a question and streams the answer. Resolves once the answer is complete; rejects with an
 * ApiError (status and code of SPEC §8) or, when `signal` aborts, with an AbortError.
 */
export async function askQuestion(
  { wsId, topicId, text, signal }: AskInput,
  { onStart, onDelta }: AskHandlers = {},
): Promise<AskResult> {
  const response = await apiFetch(`${topicPath(wsId, topicId)}/ask`, {
    method: 'POST',
    body: { text },
    headers: { Accept: 'text/event-stream, application/json' },
    signal,
  });

  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('text/event-stream') || !response.body) {
    // A server that does not stream answers the whole pair as JSON.
    const body = await validateResponse(askResponseSchema, parseJson(await response.text()));
    onStart?.({ question: body.question, answer: body.answer });
    return {
      question: body.question,
      answer: body.answer,
      status: body.answer.status === 'stopped' ? 'stopped' : 'complete',
      questionsLeft: body.questionsLeft,
    };
  }

  let question: MessageDto | undefined;
  let result: AskResult | undefined;
  let failure: ApiError | undefined;
  await readSseStream(
    response.body,
    ({ event, data }) => {
      if (event === 'start') {
        const start = parseEvent(askStreamStartSchema, data);
        question = start.question;
        onStart?.(start);
      } else if (event === 'delta') {
        onDelta?.(parseEvent(askStreamDeltaSchema, data).text);
      } else if (event === 'done' && question) {
        const done = parseEvent(askStreamDoneSchema, data);
        result = { question, ...done };
      } else if (event === 'error') {
        failure = streamError(data);
      }
    },
    signal,
  );
  if (failure) throw failure;
  if (!result) throw interruptedError();
  return result;
}

/** The pair being asked right now, shown above the stored ones until it is complete. */
export interface LiveAsk {
  topicId: string;
  question: MessageDto;
  answer: MessageDto;
}

export type AskOutcome =
  { kind: 'complete' } | { kind: 'stopped' } | { kind: 'failed'; error: unknown };

function placeholder(
  input: Pick<AskInput, 'wsId' | 'topicId'>,
  role: MessageDto['role'],
  text: string,
): MessageDto {
  return {
    id: `pending-${role}`,
    wsId: input.wsId,
    topicId: input.topicId,
    role,
    text,
    createdAt: new Date().toISOString(),
    status: role === 'user' ? 'complete' : 'streaming',
    provider: null,
    sentText: null,
  };
}

/**
 * Asks in the current workspace: `live` holds the growing pair, `stop` aborts it (the server keeps
 * the partial answer as stopped). When the answer is done, the messages, the topic's counters and
 * the credits are updated in the cache. Leaving the page does not abort: the credit is already
 * spent, so the answer is completed and stored, and is there on return.
 */
export function useAskQuestion(wsId: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveAsk | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  /** Puts the finished (or stopped) pair into the topic's messages and bumps the topic's counters. */
  const commit = useCallback(
    (topicId: string, pair: MessageDto[], lastMsgAt: string, riskKinds: RiskKind[] = []) => {
      const messagesKey = queryKeys.messages(wsId, topicId);
      const current = queryClient.getQueryData<MessageDto[]>(messagesKey);
      const known = new Set(current?.map((message) => message.id));
      const added = pair.filter((message) => !known.has(message.id)).length;
      if (current) {
        const ids = new Set(pair.map((message) => message.id));
        queryClient.setQueryData<MessageDto[]>(messagesKey, [
          ...current.filter((message) => !ids.has(message.id)),
          ...pair,
        ]);
      }
      queryClient.setQueryData<TopicDto[]>(queryKeys.topics(wsId), (topics) =>
        topics?.map((topic) =>
          topic.id === topicId
            ? {
                ...topic,
                messageCount: topic.messageCount + added,
                lastMsgAt,
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

  const refreshCredits = useCallback(
    (questionsLeft?: number) => {
      if (questionsLeft !== undefined) {
        queryClient.setQueryData<AccessPolicy>(queryKeys.workspaceAccess, (policy) =>
          policy ? { ...policy, questionsLeft, canAsk: questionsLeft > 0 } : policy,
        );
      }
      void queryClient.invalidateQueries({
        queryKey: queryKeys.workspaceAccess,
        refetchType: questionsLeft === undefined ? 'active' : 'none',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trialAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.billingAll });
    },
    [queryClient],
  );

  const ask = useCallback(
    async (topicId: string, text: string): Promise<AskOutcome> => {
      const controller = new AbortController();
      controllerRef.current = controller;
      let question = placeholder({ wsId, topicId }, 'user', text);
      let answer = placeholder({ wsId, topicId }, 'assistant', '');
      let started = false;
      const show = () => setLive({ topicId, question, answer });
      show();
      try {
        const result = await askQuestion(
          { wsId, topicId, text, signal: controller.signal },
          {
            onStart: (messages) => {
              started = true;
              question = messages.question;
              answer = { ...messages.answer, status: 'streaming' };
              show();
            },
            onDelta: (delta) => {
              answer = { ...answer, text: answer.text + delta };
              show();
            },
          },
        );
        commit(
          topicId,
          [result.question, result.answer],
          result.question.createdAt,
          result.riskKinds,
        );
        refreshCredits(result.questionsLeft);
        return result.status === 'stopped' ? { kind: 'stopped' } : { kind: 'complete' };
      } catch (error) {
        if (controller.signal.aborted) {
          if (started)
            commit(topicId, [question, { ...answer, status: 'stopped' }], question.createdAt);
          else {
            void queryClient.invalidateQueries({ queryKey: queryKeys.messages(wsId, topicId) });
            void queryClient.invalidateQueries({ queryKey: queryKeys.topics(wsId) });
          }
          refreshCredits();
          return { kind: 'stopped' };
        }
        // The server removes a failed pair and gives the credit back; read both again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.messages(wsId, topicId) });
        refreshCredits();
        return { kind: 'failed', error };
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        setLive(null);
      }
    },
    [commit, queryClient, refreshCredits, wsId],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  return { live, ask, stop, asking: live !== null };
}

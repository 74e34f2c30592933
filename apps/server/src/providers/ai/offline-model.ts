// The offline supervision engine as an AI SDK language model (issue 7): it reads the conversation
// from the prompt, reads the case, matches the knowledge frames and composes the answer the
// question type asks for (issue 17). Real work on the machine, no network: the embedded default of AI_PROVIDER=offline.
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import {
  TOPIC_FOCUSES,
  USER_LEVELS,
  type TopicFocus,
  type UserLevel,
} from '@psikorehber/shared/schemas/workspace';
import { analyzeQuestion } from './analysis';
import { composeFromFrames } from './compose-frames';
import type { SupervisionTurn } from './engine';
import { frameMatcher } from './frame-matcher';

export const OFFLINE_PROVIDER = 'offline';
export const OFFLINE_MODEL_ID = 'psikorehber-offline-1';

/**
 * Chunks of roughly this many characters, cut at spaces, so the answer streams like a model's
 * (about 18 for a typical answer). Every chunk crosses several of the AI SDK's web streams and an
 * event-loop turn: at 48 characters (90 chunks) streaming took 20–35 ms of an answer that is
 * written in 2–4 ms; at 240 it takes 9–11 ms (bench/README.md).
 */
const CHUNK_CHARS = 240;

interface Conversation {
  question: string;
  history: SupervisionTurn[];
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: { type?: string; text?: string }) =>
      part.type === 'text' ? (part.text ?? '') : '',
    )
    .join('');
}

/** The last user message is the question; earlier user → assistant pairs are the history. */
export function readConversation(prompt: LanguageModelV3Prompt): Conversation {
  const turns = prompt.filter((m) => m.role === 'user' || m.role === 'assistant');
  const last = turns.at(-1);
  const question = last?.role === 'user' ? textOf(last.content) : '';
  const history: SupervisionTurn[] = [];
  for (let i = 0; i < turns.length - 2; i++) {
    const [q, a] = [turns[i]!, turns[i + 1]!];
    if (q.role === 'user' && a.role === 'assistant') {
      history.push({ question: textOf(q.content), answer: textOf(a.content) });
      i++;
    }
  }
  return { question, history };
}

function frameOf(options: LanguageModelV3CallOptions): { focus: TopicFocus; level: UserLevel } {
  const raw = (options.providerOptions?.offline ?? {}) as { focus?: unknown; level?: unknown };
  const focus = TOPIC_FOCUSES.find((f) => f === raw.focus) ?? 'auto';
  const level = USER_LEVELS.find((l) => l === raw.level) ?? 'early';
  return { focus, level };
}

/** Rough token count (about four characters per token), for the usage the SDK reports. */
function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function usage(input: string, output: string): LanguageModelV3Usage {
  return {
    inputTokens: {
      total: estimateTokens(input),
      noCache: undefined,
      cacheRead: undefined,
      cacheWrite: undefined,
    },
    outputTokens: { total: estimateTokens(output), text: undefined, reasoning: undefined },
  };
}

export function chunk(text: string, size = CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const cut = rest.lastIndexOf(' ', size);
    const at = cut > size / 2 ? cut + 1 : size;
    chunks.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest) chunks.push(rest);
  return chunks;
}

/** The offline answer to a question: the analysis and the answer composed from the frames. */
export function writeOfflineAnswer(input: {
  question: string;
  history: readonly SupervisionTurn[];
  focus: TopicFocus;
  level: UserLevel;
}) {
  const analysis = analyzeQuestion(input.question, input.history, input.focus);
  const { text, used } = composeFromFrames({
    question: analysis.continues ? `${analysis.continues}\n${input.question}` : input.question,
    reading: analysis.reading,
    matches: analysis.matches,
    partLeads: analysis.partLeads,
    level: input.level,
    matcher: frameMatcher(),
    ...(analysis.preferredKind ? { preferredKind: analysis.preferredKind } : {}),
    ...(analysis.continues ? { continues: analysis.continues } : {}),
    risk: analysis.risk,
  });
  return { text, analysis, used };
}

export class OfflineSupervisionModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3' as const;
  readonly provider = OFFLINE_PROVIDER;
  readonly modelId = OFFLINE_MODEL_ID;
  readonly supportedUrls = {};

  private write(options: LanguageModelV3CallOptions) {
    const { question, history } = readConversation(options.prompt);
    const { focus, level } = frameOf(options);
    const { text, analysis, used } = writeOfflineAnswer({ question, history, focus, level });
    const input = `${question}\n${history.map((t) => `${t.question}\n${t.answer}`).join('\n')}`;
    return {
      text,
      usage: usage(input, text),
      metadata: { offline: { mode: analysis.mode, sources: used.map((f) => f.id) } },
    };
  }

  doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const { text, usage, metadata } = this.write(options);
    return Promise.resolve({
      content: [{ type: 'text', text }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      providerMetadata: metadata,
      warnings: [],
    });
  }

  doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const { text, usage, metadata } = this.write(options);
    const parts = chunk(text);
    const signal = options.abortSignal;
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      async start(controller) {
        controller.enqueue({ type: 'stream-start', warnings: [] });
        controller.enqueue({ type: 'text-start', id: 'answer' });
        for (const delta of parts) {
          if (signal?.aborted) break;
          controller.enqueue({ type: 'text-delta', id: 'answer', delta });
          // Yield between chunks so a stop request or a closed connection is noticed in time.
          await new Promise((resolve) => setImmediate(resolve));
        }
        controller.enqueue({ type: 'text-end', id: 'answer' });
        controller.enqueue({
          type: 'finish',
          usage,
          finishReason: { unified: signal?.aborted ? 'other' : 'stop', raw: undefined },
          providerMetadata: metadata,
        });
        controller.close();
      },
    });
    return Promise.resolve({ stream });
  }
}

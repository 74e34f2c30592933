// The SupervisionEngine over an AI SDK language model (DESIGN §8). Offline: the model does its own
// grounding. External LLMs: personal data is masked before anything leaves, the Turkish
// supervision prompt carries the retrieved knowledge as numbered sources, and placeholders in the
// answer are mapped back. Either way, risk language adds the risk-protocol section.
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { streamText, type ModelMessage } from 'ai';
import { analyzeQuestion } from './analysis';
import {
  EngineError,
  type SupervisionEngine,
  type SupervisionRequest,
  type SupervisionResult,
  type SupervisionStream,
  type SupervisionTurn,
} from './engine';
import { PiiMasker } from './pii';
import { riskProtocolSection } from './risk-protocol';
import { supervisionSystemPrompt } from './system-prompt';

export interface SdkEngineOptions {
  provider: string;
  model: string;
  /** True for a model on someone else's machine: mask personal data and ground through the prompt. */
  external: boolean;
  timeoutMs: number;
  /** Earlier pairs sent as context, newest kept (a rough token budget for real models). */
  historyCharBudget?: number;
}

const DEFAULT_HISTORY_BUDGET = 12_000;

export class SdkSupervisionEngine implements SupervisionEngine {
  readonly provider: string;
  readonly model: string;

  constructor(
    private readonly languageModel: LanguageModelV3,
    private readonly options: SdkEngineOptions,
  ) {
    this.provider = options.provider;
    this.model = options.model;
  }

  answer(request: SupervisionRequest): SupervisionStream {
    const analysis = analyzeQuestion(request.question, request.history, request.focus);
    const masker = this.options.external ? new PiiMasker() : null;
    const mask = (text: string) => (masker ? masker.mask(text) : text);
    const history = trimHistory(
      request.history,
      this.options.historyCharBudget ?? DEFAULT_HISTORY_BUDGET,
    );
    const messages: ModelMessage[] = [
      ...history.flatMap((turn): ModelMessage[] => [
        { role: 'user', content: mask(turn.question) },
        { role: 'assistant', content: mask(turn.answer) },
      ]),
      { role: 'user', content: mask(request.question) },
    ];
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;

    const result = streamText({
      model: this.languageModel,
      ...(this.options.external
        ? {
            system: supervisionSystemPrompt({
              mode: analysis.mode,
              level: request.level,
              entries: analysis.entries,
            }),
          }
        : {}),
      messages,
      abortSignal: signal,
      maxRetries: 1,
      providerOptions: { offline: { focus: request.focus, level: request.level } },
      // Errors are read from the stream below; the SDK's default would print them to the console.
      onError: () => undefined,
    });

    let settle!: { resolve: (r: SupervisionResult) => void; reject: (e: unknown) => void };
    const done = new Promise<SupervisionResult>(
      (resolve, reject) => (settle = { resolve, reject }),
    );
    done.catch(() => undefined);
    const { provider, model } = this;

    async function* textStream(): AsyncGenerator<string> {
      let text = '';
      const unmasker = masker?.streamUnmasker();
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'error') throw toEngineError(part.error);
          if (part.type !== 'text-delta') continue;
          const chunk = unmasker ? unmasker.push(part.text) : part.text;
          if (chunk) {
            text += chunk;
            yield chunk;
          }
        }
        const tail = unmasker?.flush() ?? '';
        if (tail) {
          text += tail;
          yield tail;
        }
        if (analysis.risk.risk && !signal.aborted) {
          const section = `\n\n${riskProtocolSection(analysis.risk.kinds)}`;
          text += section;
          yield section;
        }
        if (!text.trim() && !signal.aborted) throw new EngineError('empty answer');
        const usage = await Promise.resolve(result.usage).catch(() => undefined);
        settle.resolve({
          text,
          provider,
          model,
          inputTokens: usage?.inputTokens ?? null,
          outputTokens: usage?.outputTokens ?? null,
          mode: analysis.mode,
          risk: analysis.risk.risk,
        });
      } catch (error) {
        const failure = timeout.aborted ? new EngineError('timed out') : toEngineError(error);
        settle.reject(failure);
        throw failure;
      }
    }
    return { textStream: textStream(), result: done };
  }
}

function toEngineError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new EngineError(message.slice(0, 300));
}

/** The newest turns whose text fits the budget, oldest first. */
function trimHistory(history: readonly SupervisionTurn[], budget: number): SupervisionTurn[] {
  const kept: SupervisionTurn[] = [];
  let used = 0;
  for (const turn of [...history].reverse()) {
    used += turn.question.length + turn.answer.length;
    if (used > budget) break;
    kept.unshift(turn);
  }
  return kept;
}

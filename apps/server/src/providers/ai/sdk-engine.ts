// The SupervisionEngine over an AI SDK language model
// (docs/requirements/ai-engine.md#ai-interface). Offline: the model does its own grounding.
// External LLMs: personal data is masked before anything leaves, the Turkish supervision prompt
// carries the retrieved knowledge and the risk verdict, and placeholders in the answer are mapped
// back. Either way, risk language opens the answer with a risk notice and closes it with the risk
// protocol (risk.ts, risk-protocol.ts).
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
import { CitationFilter } from './citations';
import type { FrameMatch } from './frame-matcher';
import { PiiMasker } from './pii';
import { RISK_KINDS } from './risk-cues';
import { modelTriageNote, riskNotice, riskProtocolSection } from './risk-protocol';
import { TriageMarkerFilter } from './risk-triage';
import { findRedFlags } from './red-flags';
import { supervisionSystemPrompt } from './system-prompt';

export interface SdkEngineOptions {
  provider: string;
  model: string;
  /** True for a model on someone else's machine: mask personal data and ground through the prompt. */
  external: boolean;
  /** Sampling temperature for an external model (its default when undefined). */
  temperature?: number | undefined;
  /** Upper bound of an external model's answer, in tokens. */
  maxTokens?: number | undefined;
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
    const signal = request.signal;

    const prompt = this.options.external
      ? supervisionSystemPrompt({
          reading: analysis.reading,
          level: request.level,
          // Each part of a multi-part question brings its frame into the first sources.
          matches: withPartLeads(analysis.matches, analysis.partLeads),
          risk: analysis.risk,
          mask,
          redFlags: findRedFlags(request.question),
        })
      : undefined;
    const system = prompt?.system;
    // Exactly what leaves the server for an external provider, kept so the user can read it
    // ("Sağlayıcıya giden metin", issue 15); nothing leaves with the offline engine.
    const sentText = system === undefined ? null : sentTranscript(system, messages);

    const result = streamText({
      model: this.languageModel,
      ...(system === undefined ? {} : { system }),
      messages,
      ...(signal ? { abortSignal: signal } : {}),
      maxRetries: 1,
      ...(this.options.temperature === undefined ? {} : { temperature: this.options.temperature }),
      ...(this.options.maxTokens === undefined ? {} : { maxOutputTokens: this.options.maxTokens }),
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
    const { external } = this.options;
    let modelWrote = false;

    async function* textStream(): AsyncGenerator<string> {
      let text = '';
      /** What the model wrote: an answer with only our notice and protocol is no answer. */
      let modelText = '';
      const unmasker = masker?.streamUnmasker();
      const triage = external ? new TriageMarkerFilter() : null;
      const citations = prompt ? new CitationFilter(prompt.sourceCount) : null;
      const visible = (chunk: string) => (citations ? citations.push(chunk) : chunk);
      try {
        // The risk notice opens the answer, before anything the model writes (issue 15).
        if (analysis.risk.risk) {
          const notice = `${riskNotice(analysis.risk)}\n`;
          text += notice;
          yield notice;
        }
        for await (const part of result.fullStream) {
          if (part.type === 'error') throw toEngineError(part.error);
          if (part.type !== 'text-delta') continue;
          const unmasked = unmasker ? unmasker.push(part.text) : part.text;
          const chunk = visible(triage ? triage.push(unmasked) : unmasked);
          if (chunk) {
            text += chunk;
            modelText += chunk;
            if (modelText.trim()) modelWrote = true;
            yield chunk;
          }
        }
        const unmaskedTail = unmasker?.flush() ?? '';
        const tail =
          visible(triage ? triage.push(unmaskedTail) + triage.flush() : unmaskedTail) +
          (citations ? citations.flush() + citations.note() : '');
        if (tail) {
          text += tail;
          modelText += tail;
          if (modelText.trim()) modelWrote = true;
          yield tail;
        }
        // An aborted stream has no result: the generation that aborted it stores the true state.
        if (signal?.aborted) throw new EngineError('aborted');
        // Nothing written is a failure (no answer, no charge: the caller refunds).
        if (!modelText.trim()) throw new EngineError('empty answer');
        // The model's second opinion may add categories, never remove one (issue 15).
        const added = (triage?.kinds ?? []).filter((kind) => !analysis.risk.kinds.includes(kind));
        const risk =
          added.length === 0
            ? analysis.risk
            : {
                ...analysis.risk,
                risk: true,
                kinds: RISK_KINDS.filter(
                  (k) => analysis.risk.kinds.includes(k) || added.includes(k),
                ),
                level: analysis.risk.level === 'none' ? ('possible' as const) : analysis.risk.level,
              };
        if (risk.risk) {
          const note = added.length > 0 ? `\n\n${modelTriageNote(added)}` : '';
          const section = `${note}\n\n${riskProtocolSection(risk, request.question)}`;
          text += section;
          yield section;
        }
        const usage = await Promise.resolve(result.usage).catch(() => undefined);
        settle.resolve({
          text,
          provider,
          model,
          inputTokens: usage?.inputTokens ?? null,
          outputTokens: usage?.outputTokens ?? null,
          mode: analysis.mode,
          risk: risk.risk,
          riskKinds: risk.kinds,
          sentText,
        });
      } catch (error) {
        const failure = toEngineError(error);
        settle.reject(failure);
        throw failure;
      }
    }
    return {
      textStream: textStream(),
      result: done,
      answered: () => modelWrote,
      cutShort: () =>
        analysis.risk.risk
          ? {
              tail: `\n\n${riskProtocolSection(analysis.risk, request.question)}`,
              riskKinds: analysis.risk.kinds,
            }
          : { tail: '', riskKinds: [] },
    };
  }
}

function withPartLeads(matches: readonly FrameMatch[], leads: readonly FrameMatch[]) {
  if (leads.length === 0) return matches;
  const ids = new Set(leads.map((m) => m.frame.id));
  const rest = matches.filter((m) => !ids.has(m.frame.id));
  return [...rest.slice(0, 2), ...leads, ...rest.slice(2)];
}

function toEngineError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new EngineError(message.slice(0, 300), statusOf(error) === 429);
}

/** The HTTP status of a provider's refusal (the SDK wraps the last one after its retries). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('statusCode' in error && typeof error.statusCode === 'number') return error.statusCode;
  if ('lastError' in error) return statusOf(error.lastError);
  return undefined;
}

/** The newest turns whose text fits the budget, oldest first. */
/** The system prompt and the (masked) turns as one readable text, in the order they were sent. */
function sentTranscript(system: string, messages: readonly ModelMessage[]): string {
  const role = (r: string) => (r === 'user' ? 'Kullanıcı' : r === 'assistant' ? 'Asistan' : r);
  return [
    `[Sistem]\n${system}`,
    ...messages.map((m) => `[${role(m.role)}]\n${typeof m.content === 'string' ? m.content : ''}`),
  ].join('\n\n');
}

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

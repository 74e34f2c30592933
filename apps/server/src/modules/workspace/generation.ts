// Answers belong to the server, not to the tab (issue 16). A generation runs the engine for one
// stored answer, independent of any HTTP request: the ask request, a reloaded page or a second tab
// only listen to it. It stores the text as it grows (so a reload, another instance or the recovery
// sweep sees it), enforces the idle and total time limits, and ends the answer in its true state
// through answer-states.ts. Only an explicit stop (POST …/stop), a time limit, a provider failure
// or a shutdown ends it early.
import type { EndReason, RiskKind } from '@psikorehber/shared/schemas/workspace';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MessageRow } from '../../db/schema';
import { withoutQueryParams } from '../../http/logger';
import type { Clock } from '../../lib/clock';
import {
  EngineError,
  type SupervisionEngine,
  type SupervisionRequest,
  type SupervisionStream,
} from '../../providers/ai/engine';
import { endAnswer, rememberRisk, type AnswerEnding, type EndedAnswer } from './answer-states';
import { findMessage, saveStreamingText } from './repository';

/** How long a shutdown waits for running answers (main.ts allows 10 s for the whole shutdown). */
const SHUTDOWN_GRACE_MS = 5_000;

/** How often the growing text is stored (a reload shows at most this much less). */
const SAVE_EVERY_MS = 250;

export interface GenerationLimits {
  /** The longest wait for the next chunk (AI_TIMEOUT_MS). */
  idleMs: number;
  /** The longest one answer may take (AI_TOTAL_TIMEOUT_MS). */
  totalMs: number;
}

/** How a generation ended, as its listeners are told. */
export type GenerationEnd =
  | { kind: 'ended'; answer: MessageRow; creditReturned: boolean; riskKinds: RiskKind[] }
  | { kind: 'cancelled'; creditReturned: boolean }
  /** Our own server failed to store the ending (the sweep will end it later). */
  | { kind: 'failed' };

export interface GenerationListener {
  delta(text: string): void;
  end(end: GenerationEnd): void;
}

interface GenerationDeps {
  db: Database;
  engine: SupervisionEngine;
  clock: Clock;
  log: FastifyBaseLogger;
  limits: GenerationLimits;
}

/** One answer being written. */
export class Generation {
  /** The answer's text so far, as listeners have seen it. */
  text = '';
  readonly finished: Promise<GenerationEnd>;
  private readonly listeners = new Set<GenerationListener>();
  private readonly controller = new AbortController();
  private reason: EndReason | 'taken_over' | null = null;
  private stored = '';
  private saving: Promise<unknown> = Promise.resolve();
  /** Set once listeners have been told; a late listener is told at once. */
  private ending: GenerationEnd | null = null;

  constructor(
    private readonly deps: GenerationDeps,
    readonly answerId: string,
    readonly topicId: string,
    request: Omit<SupervisionRequest, 'signal'>,
  ) {
    this.finished = this.run(request);
  }

  /** Listens from now on; returns the text written so far and a function to stop listening. */
  listen(listener: GenerationListener): { text: string; unlisten: () => void } {
    const { ending } = this;
    if (ending) queueMicrotask(() => listener.end(ending));
    else this.listeners.add(listener);
    return { text: this.text, unlisten: () => this.listeners.delete(listener) };
  }

  /** Ends the generation early; the first reason wins. */
  cut(reason: EndReason | 'taken_over'): void {
    if (this.reason) return;
    this.reason = reason;
    this.controller.abort();
  }

  private async run(request: Omit<SupervisionRequest, 'signal'>): Promise<GenerationEnd> {
    const started = Date.now();
    const stream = this.deps.engine.answer({ ...request, signal: this.controller.signal });
    const total = setTimeout(() => this.cut('total_timeout'), this.deps.limits.totalMs);
    let idle = setTimeout(() => this.cut('idle_timeout'), this.deps.limits.idleMs);
    const saver = setInterval(() => this.save(), SAVE_EVERY_MS);
    let failure: unknown;
    try {
      await this.read(stream, () => {
        clearTimeout(idle);
        idle = setTimeout(() => this.cut('idle_timeout'), this.deps.limits.idleMs);
      });
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(total);
      clearTimeout(idle);
      clearInterval(saver);
    }
    await this.saving;
    const end = await this.end(stream, failure, started).catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'storing the end of an answer failed');
      return { kind: 'failed' } as const;
    });
    this.ending = end;
    for (const listener of this.listeners) listener.end(end);
    this.listeners.clear();
    return end;
  }

  /** Reads the engine's chunks until it ends or the generation is cut (a hung provider too). */
  private async read(stream: SupervisionStream, onChunk: () => void): Promise<void> {
    const chunks = stream.textStream[Symbol.asyncIterator]();
    const cut = new Promise<'cut'>((resolve) => {
      this.controller.signal.addEventListener('abort', () => resolve('cut'), { once: true });
    });
    try {
      for (;;) {
        const step = await Promise.race([chunks.next(), cut]);
        if (step === 'cut' || step.done) return;
        this.append(step.value);
        onChunk();
      }
    } finally {
      // A provider that ignores the abort must not keep this generation waiting.
      if (this.reason) void chunks.return?.(undefined).catch(() => undefined);
    }
  }

  private append(chunk: string): void {
    this.text += chunk;
    for (const listener of this.listeners) listener.delta(chunk);
  }

  /** Stores the text so far; finding the answer no longer streaming means someone else ended it. */
  private save(): void {
    if (this.text === this.stored || this.reason) return;
    const text = this.text;
    this.saving = this.saving.then(async () => {
      try {
        const saved = await saveStreamingText(this.deps.db, this.answerId, text);
        if (!saved) this.cut('taken_over');
        else this.stored = text;
      } catch (error) {
        // The final store retries; a lost intermediate save costs nothing but freshness.
        this.deps.log.warn({ err: error }, 'saving a growing answer failed');
      }
    });
  }

  private async end(
    stream: SupervisionStream,
    failure: unknown,
    started: number,
  ): Promise<GenerationEnd> {
    const { db, engine, clock } = this.deps;
    if (this.reason === 'taken_over') return this.readEnding();

    let ending: AnswerEnding;
    let riskKinds: RiskKind[] = [];
    const outcome =
      this.reason || failure
        ? undefined
        : await stream.result.then(
            (value) => ({ ok: true as const, value }),
            (error: unknown) => ({ ok: false as const, error }),
          );
    if (outcome?.ok) {
      const result = outcome.value;
      ending = {
        kind: 'complete',
        text: result.text,
        provider: result.provider,
        model: result.model,
        sentText: result.sentText,
        inputTokens: result.inputTokens,
        outputTokens: result.outputTokens,
        latencyMs: Date.now() - started,
      };
      riskKinds = result.riskKinds;
    } else {
      const error = failure ?? outcome?.error;
      const reason = this.reason ?? this.failureReason(error, stream.answered());
      const closing = stream.cutShort();
      // A cut answer keeps the risk protocol its question called for (issue 15).
      const text =
        closing.tail && !this.text.includes(closing.tail.trim())
          ? this.text + closing.tail
          : this.text;
      riskKinds = closing.riskKinds;
      ending = {
        kind: 'cut',
        reason,
        text,
        answered: stream.answered(),
        provider: engine.provider,
        model: engine.model,
      };
      if (text !== this.text) this.append(text.slice(this.text.length));
    }
    const ended: EndedAnswer = await endAnswer(db, this.answerId, ending, clock.now());
    if (ended.kind === 'gone') return this.readEnding();
    if (ended.kind === 'cancelled') return ended;
    if (riskKinds.length > 0 && ended.answer.status !== 'error')
      await rememberRisk(db, this.topicId, riskKinds);
    return { ...ended, riskKinds };
  }

  /** Why the engine failed, logged without the question (its text is clinical). */
  private failureReason(error: unknown, answered: boolean): EndReason {
    const failure = withoutQueryParams(error);
    this.deps.log.error(
      {
        err:
          failure instanceof Error ? { name: failure.name, message: failure.message } : undefined,
      },
      'supervision engine failed; credit returned',
    );
    if (error instanceof EngineError && error.rateLimited) return 'rate_limited';
    return answered ? 'provider_drop' : 'provider_error';
  }

  /** The ending someone else stored (another instance's stop, the sweep). */
  private async readEnding(): Promise<GenerationEnd> {
    const answer = await findMessage(this.deps.db, this.answerId);
    if (!answer) return { kind: 'cancelled', creditReturned: true };
    return { kind: 'ended', answer, creditReturned: answer.status !== 'stopped', riskKinds: [] };
  }
}

/** The generations running in this process, by answer id. */
export class Generations {
  private readonly running = new Map<string, Generation>();

  constructor(private readonly deps: GenerationDeps) {}

  start(answer: MessageRow, request: Omit<SupervisionRequest, 'signal'>): Generation {
    const generation = new Generation(this.deps, answer.id, answer.topicId, request);
    this.running.set(answer.id, generation);
    void generation.finished.finally(() => this.running.delete(answer.id));
    return generation;
  }

  get(answerId: string): Generation | undefined {
    return this.running.get(answerId);
  }

  /**
   * Shutdown: running answers get `graceMs` to finish (most take seconds), then the rest end as
   * interrupted (partial, their credit returned) rather than being left to the recovery sweep.
   */
  async stopAll(graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
    const all = [...this.running.values()];
    const finished = Promise.all(all.map((generation) => generation.finished));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([finished, grace]);
    clearTimeout(timer);
    for (const generation of all) generation.cut('interrupted');
    await finished;
  }
}

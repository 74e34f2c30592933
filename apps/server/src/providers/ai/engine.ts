// The one interface `ask` talks to (docs/requirements/ai-engine.md#ai-interface): a supervision
// engine that streams a Turkish answer.
// Implementations wrap an AI SDK language model — the offline engine by default, a real LLM by
// configuration — and add grounding, PII masking and the risk protocol around it.
import type { RiskKind, TopicFocus, UserLevel } from '@psikorehber/shared/schemas/workspace';

export interface SupervisionTurn {
  question: string;
  answer: string;
}

export interface SupervisionRequest {
  question: string;
  /** Earlier pairs of the topic, oldest first (the engine keeps what fits its budget). */
  history: SupervisionTurn[];
  focus: TopicFocus;
  level: UserLevel;
  /**
   * Aborts generation: the user's "Durdur", a time limit, a shutdown (workspace/generation.ts owns
   * the limits). A client going away does not abort: the answer belongs to the server (issue 16).
   */
  signal?: AbortSignal;
}

export interface SupervisionResult {
  text: string;
  provider: string;
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
  /** case | ethics | technique: how the question was read. */
  mode: 'case' | 'ethics' | 'technique';
  /** True when the risk notice and protocol were added. */
  risk: boolean;
  /** The risk categories the answer addressed (empty without risk). */
  riskKinds: RiskKind[];
  /** What was sent to an external provider (masked), or null when nothing left the server. */
  sentText: string | null;
}

export interface SupervisionStream {
  /** Chunks of the answer as they are produced. */
  textStream: AsyncIterable<string>;
  /** The whole answer once the stream has ended; rejects when generation failed. */
  result: Promise<SupervisionResult>;
  /** Whether the model has written anything yet (our own risk notice alone is not an answer). */
  answered(): boolean;
  /**
   * What closes an answer that ended early (stop, time limit, provider drop): the risk protocol
   * when the question carried risk, so a cut answer never loses it; '' otherwise.
   */
  cutShort(): { tail: string; riskKinds: RiskKind[] };
}

export interface SupervisionEngine {
  readonly provider: string;
  readonly model: string;
  answer(request: SupervisionRequest): SupervisionStream;
}

/**
 * A provider failure; the message names the cause for logs. `rateLimited` when the provider
 * refused with 429, which the user sees as the rate-limit text of
 * docs/requirements/errors.md#err-ask rather than the 5xx one.
 */
export class EngineError extends Error {
  override name = 'EngineError';
  constructor(
    message: string,
    readonly rateLimited = false,
  ) {
    super(message);
  }
}

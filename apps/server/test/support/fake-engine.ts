// A scripted supervision engine for workspace tests: answers in chunks, can be slowed, made to fail
// or to stop; it records what it was asked. (The real engines are tested in providers/ai.)
import type {
  SupervisionEngine,
  SupervisionRequest,
  SupervisionResult,
  SupervisionStream,
} from '../../src/providers/ai/engine';

export interface FakeEngineOptions {
  chunks?: string[];
  /** Delay between chunks. */
  delayMs?: number;
  /** Throw after this many chunks. */
  failAfter?: number;
  /** The error thrown (default: a plain 'provider down'). */
  failWith?: () => Error;
  /** Wait forever (until aborted) after this many chunks: a hung provider. */
  hangAfter?: number;
}

export class FakeEngine implements SupervisionEngine {
  readonly provider = 'fake';
  readonly model = 'fake-1';
  readonly requests: SupervisionRequest[] = [];
  options: FakeEngineOptions = {};

  answer(request: SupervisionRequest): SupervisionStream {
    this.requests.push(request);
    const {
      chunks = ['## Yanıt\n', 'Bu bir ', 'deneme yanıtıdır.'],
      delayMs = 0,
      failAfter,
      failWith = () => new Error('provider down'),
      hangAfter,
    } = this.options;
    let wrote = false;
    let resolve!: (result: SupervisionResult) => void;
    let reject!: (error: unknown) => void;
    const result = new Promise<SupervisionResult>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    result.catch(() => undefined); // observed by the caller; never an unhandled rejection
    const provider = this.provider;
    const model = this.model;
    async function* textStream() {
      let text = '';
      try {
        for (const [index, chunk] of chunks.entries()) {
          if (failAfter !== undefined && index >= failAfter) throw failWith();
          if (hangAfter !== undefined && index >= hangAfter) await untilAborted(request.signal);
          if (request.signal?.aborted) break;
          if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
          text += chunk;
          wrote = true;
          yield chunk;
        }
        if (failAfter !== undefined && failAfter >= chunks.length) throw failWith();
        resolve({
          text,
          provider,
          model,
          inputTokens: request.question.length,
          outputTokens: text.length,
          mode: 'case',
          risk: false,
          riskKinds: [],
          sentText: null,
        });
      } catch (error) {
        reject(error);
        throw error;
      }
    }
    return {
      textStream: textStream(),
      result,
      answered: () => wrote,
      cutShort: () => ({ tail: '', riskKinds: [] }),
    };
  }
}

function untilAborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => signal?.addEventListener('abort', () => resolve()));
}

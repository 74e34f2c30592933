// A scripted supervision engine for workspace tests: answers in chunks, can be slowed, made to fail
// or to stop; it records what it was asked. (The real engines are tested in modules/ai.)
import type {
  SupervisionEngine,
  SupervisionRequest,
  SupervisionResult,
  SupervisionStream,
} from '../modules/ai/engine';

export interface FakeEngineOptions {
  chunks?: string[];
  /** Delay between chunks. */
  delayMs?: number;
  /** Throw after this many chunks. */
  failAfter?: number;
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
    } = this.options;
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
          if (failAfter !== undefined && index >= failAfter) throw new Error('provider down');
          if (request.signal?.aborted) break;
          if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
          text += chunk;
          yield chunk;
        }
        if (failAfter !== undefined && failAfter >= chunks.length) throw new Error('provider down');
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
    return { textStream: textStream(), result };
  }
}

// Server-Sent Events read from a fetch body. EventSource cannot POST, so a streamed answer
// (POST …/ask with Accept: text/event-stream) is parsed here, following the WHATWG "event stream
// interpretation" rules: fields event/data/id, comments, CRLF/CR/LF line ends, one optional space
// after the colon, several data lines joined with '\n', and chunks split anywhere.

export interface SseEvent {
  /** The `event:` field; 'message' when the block has none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen, if any. */
  id?: string;
}

export interface SseParser {
  /** Feeds decoded text; complete events are passed to the callback at once. */
  push(chunk: string): void;
  /** The stream ended: a last event missing only its blank line is still delivered. */
  end(): void;
}

const DEFAULT_EVENT = 'message';

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let started = false;
  let eventName = '';
  let dataLines: string[] = [];
  let lastId: string | undefined;

  const dispatch = () => {
    if (dataLines.length > 0) {
      onEvent({
        event: eventName || DEFAULT_EVENT,
        data: dataLines.join('\n'),
        ...(lastId !== undefined ? { id: lastId } : {}),
      });
    }
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\u0000')) lastId = value;
    // 'retry' and unknown fields are ignored: the caller does not reconnect.
  };

  return {
    push(chunk) {
      buffer += chunk;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
        if (char === '\r' && i === buffer.length - 1) break;
        processLine(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      const rest = buffer.endsWith('\r') ? buffer.slice(0, -1) : buffer;
      buffer = '';
      if (rest !== '') processLine(rest);
      dispatch();
    },
  };
}

/**
 * Reads a fetch body as an event stream until it ends, decoding UTF-8 across chunk boundaries.
 * Rejects when reading fails or `onEvent` throws (the body is then cancelled), and with an
 * AbortError once `signal` aborts, even if the body itself ignores the abort.
 */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parser = createSseParser(onEvent);
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } catch (error) {
    cancel();
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}

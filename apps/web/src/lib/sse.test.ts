import { describe, expect, it } from 'vitest';
import { createSseParser, readSseStream, type SseEvent } from '~/lib/sse';

function parseChunks(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const STREAM =
  'event: start\ndata: {"a":1}\n\n' +
  'event: delta\ndata: {"text":"Mer"}\n\n' +
  'event: delta\ndata: {"text":"haba"}\n\n' +
  'event: done\ndata: {"ok":true}\n\n';

const EXPECTED: SseEvent[] = [
  { event: 'start', data: '{"a":1}' },
  { event: 'delta', data: '{"text":"Mer"}' },
  { event: 'delta', data: '{"text":"haba"}' },
  { event: 'done', data: '{"ok":true}' },
];

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('createSseParser', () => {
  it('reads event blocks given in one piece', () => {
    expect(parseChunks([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events however the text is split, even one character at a time', () => {
    expect(parseChunks(STREAM.split(''))).toEqual(EXPECTED);
    for (let cut = 1; cut < STREAM.length; cut += 7) {
      expect(parseChunks([STREAM.slice(0, cut), STREAM.slice(cut)])).toEqual(EXPECTED);
    }
  });

  it('accepts CRLF and CR line ends, also when a CRLF is split between chunks', () => {
    const crlf = STREAM.replace(/\n/g, '\r\n');
    expect(parseChunks([crlf])).toEqual(EXPECTED);
    const splitAtCr = crlf.indexOf('\r\n') + 1;
    expect(parseChunks([crlf.slice(0, splitAtCr), crlf.slice(splitAtCr)])).toEqual(EXPECTED);
    expect(parseChunks([STREAM.replace(/\n/g, '\r')])).toEqual(EXPECTED);
  });

  it('joins data lines, skips comments and empty blocks, defaults the event name', () => {
    expect(
      parseChunks([
        ': keep-alive\n\n',
        'data: line 1\ndata:line 2\ndata\n\n',
        'id: 7\ndata: x\n\n',
      ]),
    ).toEqual([
      { event: 'message', data: 'line 1\nline 2\n' },
      { event: 'message', data: 'x', id: '7' },
    ]);
  });

  it('keeps only one space after the colon and ignores unknown fields', () => {
    expect(parseChunks(['event:delta\nretry: 10\nfoo: bar\ndata:  two spaces\n\n'])).toEqual([
      { event: 'delta', data: ' two spaces' },
    ]);
  });

  it('delivers a last event that is missing its blank line, and drops a byte-order mark', () => {
    expect(parseChunks(['\uFEFFevent: done\ndata: {}'])).toEqual([{ event: 'done', data: '{}' }]);
    expect(parseChunks(['event: done\n'])).toEqual([]);
  });
});

describe('readSseStream', () => {
  it('decodes UTF-8 characters split across network chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Şule ığdır"}\n\n');
    const splitInsideŞ = bytes.indexOf(0xc5) + 1;
    const events: SseEvent[] = [];
    await readSseStream(
      streamOf([bytes.slice(0, splitInsideŞ), bytes.slice(splitInsideŞ)]),
      (event) => events.push(event),
    );
    expect(events).toEqual([{ event: 'delta', data: '{"text":"Şule ığdır"}' }]);
  });

  it('rejects with an AbortError once the signal aborts, even if the body never ends', async () => {
    const controller = new AbortController();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(encoder.encode('event: delta\ndata: {"text":"a"}\n\n'));
      },
    });
    const events: SseEvent[] = [];
    const reading = readSseStream(
      body,
      (event) => {
        events.push(event);
        controller.abort();
      },
      controller.signal,
    );
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toHaveLength(1);
  });
});

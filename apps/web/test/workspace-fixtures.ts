import type { AccessPolicy } from '@psikorehber/shared/schemas/entities';
import type {
  MessageDto,
  SearchHit,
  TopicDto,
  WorkspaceDto,
} from '@psikorehber/shared/schemas/workspace';
import { jsonResponse, route, type FetchRoute } from '~test/fetch-stub';

// Workspace answers as the server gives them (packages/shared/src/schemas/workspace.ts).

export const WS_ID = '0b6f3c1e-1111-4c1a-9a57-000000000001';

export const aWorkspace: WorkspaceDto = {
  id: WS_ID,
  name: 'Workspace',
  model: 'offline',
  systemPrompt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
};

export function aTopic(overrides: Partial<TopicDto> = {}): TopicDto {
  return {
    id: 'topic-1',
    wsId: WS_ID,
    title: 'Kaygı vakası',
    createdAt: '2026-03-01T10:00:00.000Z',
    lastMsgAt: null,
    messageCount: 0,
    focus: 'auto',
    level: 'early',
    riskKinds: [],
    ...overrides,
  };
}

export function aMessage(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    id: 'm1',
    wsId: WS_ID,
    topicId: 'topic-1',
    role: 'user',
    text: 'Soru metni',
    createdAt: '2026-03-01T10:05:00.000Z',
    status: 'complete',
    provider: null,
    sentText: null,
    endReason: null,
    canRegenerate: false,
    regenerateFree: false,
    ...overrides,
  };
}

export function anAccess(overrides: Partial<AccessPolicy> = {}): AccessPolicy {
  return {
    mode: 'trial',
    plan: 'TRIAL',
    canEnter: true,
    canAsk: true,
    questionsLeft: 2,
    daysLeft: 3,
    retentionUntil: null,
    historyPurgedAt: null,
    ...overrides,
  };
}

/**
 * Plan or trial over: the history stays readable (docs/requirements/limits.md#lim-retention), no
 * new question.
 */
export function aRetentionAccess(overrides: Partial<AccessPolicy> = {}): AccessPolicy {
  return anAccess({
    mode: 'retention',
    plan: null,
    canAsk: false,
    questionsLeft: 0,
    daysLeft: 0,
    ...overrides,
  });
}

export const topicsPath = `/workspaces/v2/${WS_ID}/topics`;
export const topicApiPath = (topicId: string) => `${topicsPath}/${topicId}`;

export function workspacesRoute(items: WorkspaceDto[] = [aWorkspace]): FetchRoute {
  return route('GET', '/workspaces/v2', () => jsonResponse({ ok: true, items }));
}

export function accessRoute(access: AccessPolicy = anAccess()): FetchRoute {
  return route('GET', '/workspaces/v2/access', () => jsonResponse({ ok: true, ...access }));
}

/** GET …/topics answering whatever `items()` holds at the time (tests may change it). */
export function topicsRoute(items: TopicDto[] | (() => TopicDto[])): FetchRoute {
  return route('GET', topicsPath, () =>
    jsonResponse({ ok: true, items: typeof items === 'function' ? items() : items }),
  );
}

/**
 * One page of `items` (oldest first) as the server cuts it (issue 18): the `limit` newest
 * questions before the message `before` names, each with its answer. The cursor here is the id
 * of the page's first question (the server's is opaque to the client as well).
 */
export function messagePage(items: readonly MessageDto[], limit: number, before: string | null) {
  const end = before === null ? items.length : items.findIndex((message) => message.id === before);
  let start = Math.max(end, 0);
  let questions = 0;
  while (start > 0 && questions < limit) {
    start -= 1;
    if (items[start]?.role === 'user') questions += 1;
  }
  const hasMore = start > 0;
  return {
    ok: true as const,
    items: items.slice(start, Math.max(end, 0)),
    hasMore,
    nextCursor: hasMore ? (items[start]?.id ?? null) : null,
  };
}

/**
 * GET …/messages answering what `items` holds at the time (tests may change it): a page when
 * asked with `limit` or `before`, else the whole list.
 */
export function messagesRoute(
  topicId: string,
  items: MessageDto[] | (() => MessageDto[]),
): FetchRoute {
  return route('GET', `${topicApiPath(topicId)}/messages`, (url) => {
    const all = typeof items === 'function' ? items() : items;
    const limit = url.searchParams.get('limit');
    const before = url.searchParams.get('before');
    if (limit === null && before === null) return jsonResponse({ ok: true, items: all });
    return jsonResponse(messagePage(all, Number(limit ?? 10), before));
  });
}

export function searchRoute(items: SearchHit[]): FetchRoute {
  return route('GET', `/workspaces/v2/${WS_ID}/search`, () => jsonResponse({ ok: true, items }));
}

/**
 * A text/event-stream response the test writes to as it goes; aborting the request errors the
 * body with an AbortError, as browsers do.
 */
export function sseResponse(signal?: AbortSignal | null) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  let closed = false;
  signal?.addEventListener('abort', () => {
    if (closed) return;
    closed = true;
    controller.error(new DOMException('The operation was aborted.', 'AbortError'));
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
    }),
    /** Writes raw text (tests may split an event across writes). */
    write(text: string) {
      if (!closed) controller.enqueue(encoder.encode(text));
    },
    send(event: string, data: unknown) {
      this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed) return;
      closed = true;
      controller.close();
    },
  };
}

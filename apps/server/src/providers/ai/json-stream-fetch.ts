// Chat-completions servers that do not stream (issue 17 §4): some local servers answer a request
// with `"stream": true` by one JSON completion. This fetch turns such an answer into the
// Server-Sent Events the OpenAI providers expect (one content chunk, then the finish with usage),
// so the same engine works against both kinds of server. Any other response passes untouched.

interface ChatCompletion {
  id?: string;
  model?: string;
  created?: number;
  choices?: Array<{ message?: { content?: string | null }; finish_reason?: string | null }>;
  usage?: unknown;
}

function wantsStream(init: RequestInit | undefined): boolean {
  if (typeof init?.body !== 'string') return false;
  try {
    return (JSON.parse(init.body) as { stream?: unknown }).stream === true;
  } catch {
    return false;
  }
}

/** The SSE body an OpenAI-compatible server would have streamed for this completion. */
export function completionAsEvents(completion: ChatCompletion): string {
  const base = {
    id: completion.id ?? 'completion',
    object: 'chat.completion.chunk',
    created: completion.created ?? Math.floor(Date.now() / 1000),
    model: completion.model ?? '',
  };
  const choice = completion.choices?.[0];
  const events = [
    {
      ...base,
      choices: [
        {
          index: 0,
          delta: { role: 'assistant', content: choice?.message?.content ?? '' },
          finish_reason: null,
        },
      ],
    },
    {
      ...base,
      choices: [{ index: 0, delta: {}, finish_reason: choice?.finish_reason ?? 'stop' }],
      ...(completion.usage ? { usage: completion.usage } : {}),
    },
  ];
  return `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`;
}

export function jsonToStreamFetch(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !wantsStream(init) || !type.includes('application/json')) return response;
    const completion = (await response.json()) as ChatCompletion;
    return new Response(completionAsEvents(completion), {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    });
  };
}

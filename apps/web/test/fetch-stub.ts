import { vi } from 'vitest';

export type FetchRoute = (url: URL, init: RequestInit | undefined) => Response | undefined;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function requestUrl(input: RequestInfo | URL): URL {
  const raw = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  return new URL(raw, window.location.href);
}

/** GET /auth/me answers 401: tests start signed out unless they say otherwise. */
export const signedOut: FetchRoute = (url) =>
  url.pathname.endsWith('/auth/me')
    ? jsonResponse({ ok: false, error: 'unauthorized', message: 'Oturum açmanız gerekiyor.' }, 401)
    : undefined;

/**
 * Replaces fetch: the first route that answers wins. A request no route answers is reported with
 * console.error, which fails the test (see setup.ts): unit tests never reach the network.
 */
export function stubFetch(...routes: FetchRoute[]) {
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = requestUrl(input);
      for (const route of routes) {
        const response = route(url, init);
        if (response) return response;
      }
      console.error(`Unhandled fetch in test: ${init?.method ?? 'GET'} ${url.href}`);
      throw new TypeError('Failed to fetch');
    },
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface TestUser {
  id: string;
  email: string;
  name: string | null;
  role: string;
  approved: boolean;
  applicationStatus: string;
}

/** Users the tests sign in as; `signedInAs` fills what a test leaves out from `applicant`. */
export const testUsers = {
  applicant: {
    id: 'u1',
    email: 'ayse@example.com',
    name: 'Ayşe Yılmaz',
    role: 'USER',
    approved: false,
    applicationStatus: 'SUBMITTED',
  },
  approved: {
    id: 'u2',
    email: 'mehmet@example.com',
    name: 'Mehmet Kaya',
    role: 'USER',
    approved: true,
    applicationStatus: 'APPROVED',
  },
  admin: {
    id: 'a1',
    email: 'admin@example.com',
    name: 'Yönetici',
    role: 'ADMIN',
    approved: false,
    applicationStatus: 'NONE',
  },
} satisfies Record<string, TestUser>;

/**
 * GET /auth/me answers with `user`, and the admin ping (docs/requirements/data.md#data-admin-flag)
 * with 200 when `pingIsAdmin`, else 403 — the ping is asked for every signed-in user whose role is
 * not admin-like.
 */
export function signedInAs(user: Partial<TestUser> = {}, { pingIsAdmin = false } = {}): FetchRoute {
  const full = { ...testUsers.applicant, ...user };
  return (url) => {
    if (url.pathname.endsWith('/auth/me')) return jsonResponse({ ok: true, user: full });
    if (url.pathname.endsWith('/i/admin/ping')) {
      return pingIsAdmin
        ? jsonResponse({ ok: true })
        : jsonResponse(
            { ok: false, error: 'forbidden', message: 'Bu işlem için yetkiniz yok.' },
            403,
          );
    }
    return undefined;
  };
}

/** A route for one method and path (under the API base) answered by `answer`. */
export function route(
  method: string,
  pathname: string,
  answer: (url: URL, init: RequestInit | undefined) => Response,
): FetchRoute {
  return (url, init) =>
    (init?.method ?? 'GET') === method && url.pathname === `/api${pathname}`
      ? answer(url, init)
      : undefined;
}

/** The calls a fetch stub received for `method` and `pathname` (under the API base). */
export function callsTo(
  fetchMock: ReturnType<typeof stubFetch>,
  method: string,
  pathname: string,
): { url: URL; init: RequestInit | undefined }[] {
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const url = requestUrl(input);
    return (init?.method ?? 'GET') === method && url.pathname === `/api${pathname}`
      ? [{ url, init }]
      : [];
  });
}

/** The JSON body of a recorded call. */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

/** A request header of a recorded call. */
export function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

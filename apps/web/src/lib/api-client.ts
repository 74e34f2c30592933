import type { ErrorBody, ErrorDetail } from '@psikorehber/shared/errors';
import { ASK_MESSAGES } from '@psikorehber/shared/messages';
import { errorCodeForStatus } from '@psikorehber/shared/status-codes';
import { API_BASE } from '~/config/env';
import { appendQuery, trimTrailingSlashes, type QueryParams } from '~/lib/url';

// The one API client of the web app (docs/requirements/api.md#api-base,
// docs/requirements/errors.md#err-web-client, docs/requirements/platform.md#plat-rules-errors,
// docs/requirements/platform.md#plat-rules-web). It turns every failure into an ApiError; callers
// decide on messages, toasts and redirects.

const API_PREFIX = '/api';

// The texts of docs/requirements/errors.md#err-ask come from the shared catalogue; the rest are the
// client's own fallbacks.
const FALLBACK_MESSAGES = {
  network: 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  invalidResponse: 'Sunucudan beklenmeyen bir yanıt alındı.',
  unauthorized: ASK_MESSAGES.authRequired,
  notFound: 'İstenen kayıt bulunamadı.',
  rateLimited: ASK_MESSAGES.rateLimited,
  server: ASK_MESSAGES.serverError,
  unexpected: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
} as const;

function isAbsoluteUrl(value: string): boolean {
  return /^[a-z][a-z\d+\-.]*:/i.test(value) || value.startsWith('//');
}

function hasApiPrefix(path: string): boolean {
  return path === API_PREFIX || /^\/api[/?#]/.test(path);
}

/**
 * Maps an API path (docs/requirements/api.md#api-calls) to a URL under the API base
 * (docs/requirements/api.md#api-base): a leading '/api' is replaced by the base, any other relative
 * path is appended to it, absolute URLs stay as they are. Never throws.
 */
export function resolveApiUrl(path: string, base: string): string {
  try {
    if (isAbsoluteUrl(path)) return path;
    const trimmedBase = trimTrailingSlashes(base);
    if (hasApiPrefix(path)) return trimmedBase + path.slice(API_PREFIX.length);
    return `${trimmedBase}${path.startsWith('/') ? '' : '/'}${path}`;
  } catch {
    return path;
  }
}

export const API_REDIRECT_FLAG: unique symbol = Symbol.for('psikorehber.api-redirect');

type FlaggedWindow = Window & { [API_REDIRECT_FLAG]?: true };

/** True when `url` already points inside the base, so redirecting it again would nest the base. */
function isUnderBase(url: URL, base: URL): boolean {
  if (url.origin !== base.origin) return false;
  const basePath = trimTrailingSlashes(base.pathname);
  return url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
}

/**
 * The URL a same-origin /api request should go to (rawUrl itself when it is already under the base),
 * or null when the request is not an API request.
 */
function redirectTarget(rawUrl: string, base: string): string | null {
  const url = new URL(rawUrl, window.location.href);
  if (url.origin !== window.location.origin || !hasApiPrefix(url.pathname)) return null;
  const baseUrl = new URL(`${trimTrailingSlashes(base)}/`, window.location.href);
  if (isUnderBase(url, baseUrl)) return rawUrl;
  return new URL(resolveApiUrl(url.pathname + url.search + url.hash, base), window.location.href)
    .href;
}

async function copyRequestTo(target: string, request: Request): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(target, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.clone().arrayBuffer() : undefined,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
    signal: request.signal,
    ...(request.mode === 'navigate' ? {} : { mode: request.mode }),
  });
}

/**
 * Wraps window.fetch once per page so that same-origin requests under /api/ go to the API base and
 * carry credentials unless the caller chose otherwise (docs/requirements/api.md#api-base). Returns
 * false when already installed.
 */
export function installApiRedirect(base: string): boolean {
  const target = window as FlaggedWindow;
  if (target[API_REDIRECT_FLAG] || typeof window.fetch !== 'function') return false;
  const originalFetch = window.fetch.bind(window);

  const redirectingFetch = async (
    input: RequestInfo | URL,
    init?: RequestInit,
  ): Promise<Response> => {
    let redirected: [RequestInfo | URL, RequestInit | undefined];
    try {
      if (input instanceof Request) {
        const url = redirectTarget(input.url, base);
        if (url === null) return originalFetch(input, init);
        const request = url === input.url ? input : await copyRequestTo(url, input);
        // A Request always has credentials; 'same-origin' is its default, so only that one is upgraded.
        const callerChoseCredentials =
          init?.credentials !== undefined || input.credentials !== 'same-origin';
        redirected = [request, callerChoseCredentials ? init : { ...init, credentials: 'include' }];
      } else {
        const url = redirectTarget(input instanceof URL ? input.href : String(input), base);
        if (url === null) return originalFetch(input, init);
        redirected = [url, { ...init, credentials: init?.credentials ?? 'include' }];
      }
    } catch {
      return originalFetch(input, init);
    }
    return originalFetch(...redirected);
  };

  window.fetch = redirectingFetch;
  target[API_REDIRECT_FLAG] = true;
  return true;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's `error` code (e.g. 'invalid_credentials') or one derived from the status. */
  readonly code: string;
  readonly details: ErrorDetail[];
  /** The parsed (or raw text) response body, for callers that need more than the fields above. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: ErrorDetail[];
    body?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.body = init.body;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The shared status mapping; a status it does not name stays a generic 'http_error' here. */
function codeForStatus(status: number): string {
  return errorCodeForStatus(status) ?? 'http_error';
}

function messageForStatus(status: number): string {
  if (status === 401 || status === 403) return FALLBACK_MESSAGES.unauthorized;
  if (status === 404) return FALLBACK_MESSAGES.notFound;
  if (status === 429) return FALLBACK_MESSAGES.rateLimited;
  if (status >= 500) return FALLBACK_MESSAGES.server;
  return FALLBACK_MESSAGES.unexpected;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readDetails(value: unknown): ErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ErrorDetail[] =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

/**
 * Reads the error body (docs/requirements/errors.md#err-format) leniently: any `error`/`message`
 * strings the server sent are kept.
 */
function errorFromResponse(status: number, body: unknown): ApiError {
  const fields: Partial<ErrorBody> & Record<string, unknown> = isRecord(body) ? body : {};
  const code =
    typeof fields.error === 'string' && fields.error ? fields.error : codeForStatus(status);
  const message =
    typeof fields.message === 'string' && fields.message.trim()
      ? fields.message
      : messageForStatus(status);
  return new ApiError({ status, code, message, details: readDetails(fields.details), body });
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}

async function readBody(response: Response): Promise<{ parsed: unknown; isJson: boolean }> {
  if (response.status === 204 || response.status === 205)
    return { parsed: undefined, isJson: true };
  const text = await response.text();
  if (!text.trim()) return { parsed: undefined, isJson: true };
  try {
    return { parsed: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { parsed: text, isJson: false };
  }
}

function networkError(cause: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: 'network_error',
    message: FALLBACK_MESSAGES.network,
    body: cause,
  });
}

/**
 * The part of the Standard Schema interface (https://standardschema.dev) the client needs, so classic
 * zod schemas (packages/shared) and tree-shakable zod/mini ones (the landing page's path) both work.
 */
export interface ResponseSchema<Output> {
  readonly '~standard': {
    readonly validate: (value: unknown) => SchemaResult<Output> | Promise<SchemaResult<Output>>;
  };
}

type SchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
      }>;
    };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions<T> {
  method?: HttpMethod;
  /** Plain objects and arrays are sent as JSON; FormData, Blob, strings etc. pass through untouched. */
  body?: unknown;
  query?: QueryParams;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Defaults to 'include': the session is a cookie (docs/requirements/api.md#api-base). */
  credentials?: RequestCredentials;
  /** Validates the response body; a mismatch throws ApiError code 'invalid_response'. */
  schema?: ResponseSchema<T>;
  /** Overrides the configured API base (tests, or a caller talking to another base). */
  base?: string;
}

export type ApiFetchOptions = Omit<ApiOptions<unknown>, 'schema'>;

/**
 * Sends a request to an API path (docs/requirements/api.md#api-calls) and resolves with the raw
 * Response when it is 2xx (streams and file downloads read it themselves); anything else becomes an
 * ApiError, exactly as with `api`.
 */
export async function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, signal, credentials = 'include', base = API_BASE } = options;
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isBodyInit(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  const url = appendQuery(resolveApiUrl(path, base), query);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: requestBody, credentials, signal });
  } catch (error) {
    // Cancellation (TanStack Query, unmounts) is not a failure: keep the AbortError as it is.
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError'))
      throw error;
    throw networkError(error);
  }
  if (response.ok) return response;
  const { parsed } = await readBodyOrThrow(response, signal);
  throw errorFromResponse(response.status, parsed);
}

async function readBodyOrThrow(
  response: Response,
  signal: AbortSignal | undefined,
): Promise<{ parsed: unknown; isJson: boolean }> {
  try {
    return await readBody(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError(error);
  }
}

/**
 * Calls the API at a path of docs/requirements/api.md#api-calls. Resolves with the (validated) JSON
 * body, undefined when empty.
 */
export async function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const { schema, ...fetchOptions } = options;
  const response = await apiFetch(path, fetchOptions);
  const { parsed, isJson } = await readBodyOrThrow(response, options.signal);
  if (!isJson) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: FALLBACK_MESSAGES.invalidResponse,
      body: parsed,
    });
  }
  if (!schema) return parsed as T;
  return validateResponse(schema, parsed, response.status);
}

/** Validates a parsed body with `schema`; a mismatch throws ApiError code 'invalid_response'. */
export async function validateResponse<T>(
  schema: ResponseSchema<T>,
  parsed: unknown,
  status = 200,
): Promise<T> {
  const result = await schema['~standard'].validate(parsed);
  if (!result.issues) return result.value;
  throw new ApiError({
    status,
    code: 'invalid_response',
    message: FALLBACK_MESSAGES.invalidResponse,
    details: result.issues.map((issue) => ({
      field: (issue.path ?? [])
        .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
        .join('.'),
      message: issue.message,
    })),
    body: parsed,
  });
}

/** An ApiError from a status and an error body (e.g. an SSE `error` event), as `api` builds it. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  return errorFromResponse(status, body);
}

import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = Response | Error;
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The API's error envelope (`{ error: { code, message, fields? } }`). */
export const errorBody = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});

/** A refusal as the API sends it: `status` with the error envelope. */
export const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, errorBody(code, message, fields));

export const DEFAULT_CONFIG = {
  flags: {
    twoFactor: false,
    useJmrEndpoints: false,
    motorServiceDiscontinued: false,
    recentlyUpdatedLongWindow: true,
  },
  recentlyUpdatedWindowMs: 2_592_000_000,
  devMailbox: false,
  buildStamp: '202510231746',
  environment: 'test',
};

/**
 * Replaces global fetch. `routes` maps "METHOD /path" to a handler; GET /api/config answers with
 * DEFAULT_CONFIG unless overridden; anything else is a 404. Every call is recorded.
 */
export function mockFetch(routes: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const handlers: Record<string, Handler> = { 'GET /api/config': () => json(200, DEFAULT_CONFIG), ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const reply = handler ? await handler(call) : refusal(404, 'NOT_FOUND', 'Not found');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

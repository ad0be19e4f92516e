/** Request time-out for every API call (spec 000 §9: 30000). */
export const API_TIMEOUT_MS = 30_000;

/**
 * A failed call, shaped as RTK Query's `fetchBaseQuery` reports one (`status` is the HTTP status, or
 * 'FETCH_ERROR' / 'TIMEOUT_ERROR'; `data` the reply's body), so `readApiError` reads both alike.
 */
export class PlainApiError extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR',
    readonly data?: unknown,
  ) {
    super(typeof status === 'number' ? `The API answered ${status}` : status);
    this.name = 'PlainApiError';
  }
}

/**
 * One JSON call to `/api/<path>` without RTK Query, for pages that should not load it: same-origin
 * credentials and the API's time-out, as the app's RTK Query calls have. Resolves with the reply's JSON
 * (null when it has none); rejects with a PlainApiError.
 */
export async function callApi<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      ...(options.body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (failure) {
    // AbortSignal.timeout aborts the fetch with a DOMException named TimeoutError.
    const timedOut = (failure as { name?: unknown } | null)?.name === 'TimeoutError';
    throw new PlainApiError(timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR');
  }
  const text = await response.text().catch(() => '');
  let data: unknown = null;
  try {
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    data = text;
  }
  if (!response.ok) throw new PlainApiError(response.status, data);
  return data as T;
}

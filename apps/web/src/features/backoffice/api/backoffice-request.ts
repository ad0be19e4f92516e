import type { FetchArgs } from '@reduxjs/toolkit/query';
import { fillPath } from '@cover/domain';

/**
 * The RTK Query request for a back-office route ('/api/backoffice/…', carried by the operator's HttpOnly
 * cookie): path parameters filled, a GET's input as its query, a POST's as its JSON body.
 */
export function backofficeRequest(
  method: 'GET' | 'POST',
  path: string,
  { params, input }: { params?: Record<string, string>; input?: object } = {},
): FetchArgs {
  const url = fillPath(path, params).replace(/^\/api\//, '');
  if (method === 'GET') {
    const query = Object.fromEntries(
      Object.entries((input ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined),
    );
    return { url, method, params: query };
  }
  return { url, method, body: input ?? {} };
}

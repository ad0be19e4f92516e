/**
 * Test support for operator and back-office calls: a signed-in operator account with the roles asked for,
 * and a request made with its session cookie (or with none).
 */
import type { FastifyInstance } from 'fastify';
import { OPERATOR_SESSION_COOKIE } from '../../../platform/auth/operator-session.js';
import { createOperatorAccount } from '../accounts.js';

const OPERATOR_PASSWORD = 'Inspect#Vehicles2026';
let operators = 0;

/**
 * A new operator account with these roles, signed in from its own address (the login throttle counts per
 * address); returns its session cookie value. Its display name is `displayName`, else 'Inspector <n>'; its
 * name 'inspector<n>' unless given (a database kept between runs may hold that one already).
 */
export async function operatorSession(
  app: FastifyInstance,
  roles: string[],
  displayName?: string,
  name = `inspector${operators + 1}`,
): Promise<string> {
  operators += 1;
  await createOperatorAccount(
    app.db,
    { name, displayName: displayName ?? `Inspector ${operators}`, roles, password: OPERATOR_PASSWORD },
    { hashParams: { N: 1024, r: 8, p: 1 } },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/operator/login',
    payload: { name, pass: OPERATOR_PASSWORD },
    remoteAddress: `10.78.${Math.floor(operators / 250)}.${(operators % 250) + 1}`,
  });
  const cookie = response.cookies.find((entry) => entry.name === OPERATOR_SESSION_COOKIE);
  if (!cookie) throw new Error(`operator login failed: ${response.body}`);
  return cookie.value;
}

/** A request with the session cookie (none when null), as the back-office screens make it. */
export const asBackoffice = (
  app: FastifyInstance,
  cookie: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url,
    ...(cookie ? { cookies: { [OPERATOR_SESSION_COOKIE]: cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helpers.js';
import { captureLogs } from '../../test/log-capture.js';

let app: FastifyInstance;
let lines: string[];

beforeAll(async () => {
  app = await buildTestApp();
  lines = captureLogs(app.log);
});
afterAll(async () => {
  await app.close();
});

it('logs the route pattern of a request, never its URL, query string or path values', async () => {
  const idNumber = '8001015009087';
  await app.inject({ method: 'GET', url: `/api/retail/user/getAdminUser?userName=${idNumber}` });
  await app.inject({ method: 'GET', url: `/api/employee/getPolicyHolderByIdNumber?idNumber=${idNumber}` });
  await app.inject({ method: 'GET', url: `/api/no-such-route/${idNumber}?idNumber=${idNumber}` });
  const requestLines = lines.map((line) => JSON.parse(line) as { req?: { route?: string }; msg: string });
  const routes = requestLines.flatMap((line) => (line.req?.route ? [line.req.route] : []));
  expect(routes).toContain('/api/retail/user/getAdminUser');
  expect(routes).toContain('/api/employee/getPolicyHolderByIdNumber');
  // A request no route matched is logged under the not-found handler's pattern.
  expect(routes.filter((route) => !route.startsWith('/api/'))).toHaveLength(1);
  expect(lines.length).toBeGreaterThanOrEqual(6);
  for (const line of lines) expect(line).not.toContain(idNumber);
});

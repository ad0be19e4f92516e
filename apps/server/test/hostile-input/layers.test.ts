/**
 * The hostile-input reproductions, every layer and the database: each answered 500 before the shared input guard, the database error
 * mapping and the envelope for framework errors. Every one must now answer 4xx in its documented shape —
 * `{ error: { code, message, requestId } }` under /api, `{ __type, message }` under /idp.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests } from '../../src/db/schema/index.js';
import { toAppError } from '../../src/platform/errors.js';

import { expectEnvelope, sendRaw, startHostileWorld, type Raw } from './world.js';

let h: Awaited<ReturnType<typeof startHostileWorld>>['h'];
let retail: Awaited<ReturnType<typeof startHostileWorld>>['retail'];
let employee: Awaited<ReturnType<typeof startHostileWorld>>['employee'];
let lines: string[];
const send = (raw: Raw) => sendRaw(h, raw);

beforeAll(async () => {
  ({ h, retail, employee, lines } = await startHostileWorld());
});
afterAll(async () => {
  await h.close();
});

describe('every layer answers in the documented shape', () => {
  it('multipart without a boundary, on each upload route', async () => {
    const uploads: [string, string][] = [
      ['/api/retail/funeral/policy/uploadDocuments', retail.tokens.AccessToken],
      ['/api/jmr/funeral/claims/submitClaimWithDocuments', retail.tokens.AccessToken],
      ['/api/telkom-cms/funeral/create-claim-with-documents', employee.tokens.AccessToken],
    ];
    for (const [url, token] of uploads) {
      const response = await send({
        method: 'POST',
        url,
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        headers: { 'content-type': 'multipart/form-data' },
        token,
      });
      const error = expectEnvelope(response);
      expect(error.code, url).toBe('MALFORMED_MULTIPART');
    }
  });

  it('malformed URL escapes and over-long path parameters', async () => {
    const token = employee.tokens.AccessToken;
    for (const url of [
      '/api/retail/user/getAdminUser?userName=%E0%A4%A',
      '/api/%',
      '/api/telkom-cms/funeral/policies/%E0%A4%A',
    ]) {
      const response = await send({ method: 'GET', url, token });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expectEnvelope(response, response.statusCode);
    }
    const long = await send({
      method: 'GET',
      url: `/api/telkom-cms/funeral/policies/${'p'.repeat(500)}`,
      token,
    });
    expect(long.statusCode).toBeLessThan(500);
    expectEnvelope(long, long.statusCode);
  });

  it('deeply nested JSON', async () => {
    const payload = `{"userName":${'['.repeat(200)}1${']'.repeat(200)}}`;
    const error = expectEnvelope(
      await send({ method: 'POST', url: '/api/retail/user/checkUsername', payload }),
    );
    expect(error.code).toBe('TOO_DEEP');
  });

  it('/idp answers an oversize body in the protocol shape', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/idp',
      payload: JSON.stringify({ ClientId: h.idp.retail.clientId, Username: 'x'.repeat(70 * 1024) }),
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-amzn-errortype']).toBe('InvalidParameterException');
    expect(response.json()).toEqual({
      __type: 'InvalidParameterException',
      message: 'The request is too large.',
    });
  });
});

describe('found by the contract fuzzer', () => {
  const idpCall = (target: string, payload: string, contentType = 'application/x-amz-json-1.1') =>
    h.app.inject({
      method: 'POST',
      url: '/idp',
      payload,
      headers: { 'content-type': contentType, 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    });

  it('a __proto__ key in a query string is an unknown key like any other, not a 500', async () => {
    const response = await send({
      method: 'GET',
      url: `/api/retail/user/getAdminUser?userName=${retail.username}&__proto__=x&constructor=y`,
      token: retail.tokens.AccessToken,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('text that arrived as bytes that are not UTF-8 is refused, not stored with U+FFFD', async () => {
    const payload = Buffer.concat([
      Buffer.from('{"userName":"ab'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/retail/user/checkUsername',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(expectEnvelope(response).fields).toEqual({
      userName: 'This field could not be read. Please retype it.',
    });
  });

  it('a change call naming an alterationPackageId that is not a stored preview is refused', async () => {
    const error = expectEnvelope(
      await send({
        method: 'POST',
        url: '/api/retail/funeral/policy/editPolicyDetails',
        payload: '{"policyId":"pol_1","alterationPackageId":123,"billingDay":20}',
        token: retail.tokens.AccessToken,
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
  });

  it('/idp reads only its own content type: text/plain is refused in the protocol shape', async () => {
    const body = JSON.stringify({ ClientId: h.idp.retail.clientId, Username: retail.username });
    const response = await idpCall('ForgotPassword', body, 'text/plain');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      __type: 'SerializationException',
      message: 'The request body must be a JSON object.',
    });
  });

  it('/idp refuses a ClientId nested 10 000 deep without a 500', async () => {
    const nested = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
    const response = await idpCall('ResendConfirmationCode', `{"ClientId":${nested},"Username":"someone"}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-amzn-errortype']).toBe('SerializationException');
  });
});

describe('database errors', () => {
  it('a unique violation becomes 409 with a plain message, on either engine', async () => {
    const row = {
      reference: 'CB-UNIQUE-1',
      name: 'Thandi',
      mobile: '+27821234567',
      preferredTime: 'morning',
      product: 'funeral',
      consentAt: new Date(),
      source: 'home',
    };
    let failure: unknown;
    try {
      await h.app.db.insert(callbackRequests).values(row);
      await h.app.db.insert(callbackRequests).values(row);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    const mapped = toAppError(failure);
    expect(mapped.statusCode).toBe(409);
    expect(mapped.message).toBe('This already exists. Please refresh and try again.');
  });

  it('an unexpected failure is a 500 with the request id only, and its log line has no parameters', async () => {
    const response = await send({ method: 'GET', url: '/api/test/failing-query' });
    const error = expectEnvelope(response, 500);
    expect(error).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
      requestId: error.requestId,
    });
    const logged = lines.filter((line) => line.includes('"request failed"'));
    expect(logged.length).toBeGreaterThan(0);
    const entry = JSON.parse(logged[logged.length - 1] ?? '{}') as {
      err: Record<string, unknown>;
      route: string;
      reqId: string;
    };
    expect(entry.route).toBe('/api/test/failing-query');
    expect(entry.reqId).toBe(error.requestId);
    expect(entry.err).toMatchObject({ sqlState: '22012', query: expect.stringContaining('select $1::text') });
    for (const line of lines) expect(line).not.toContain('thandi.leak@example.co.za');
  });
});

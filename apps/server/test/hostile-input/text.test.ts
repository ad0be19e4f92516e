/**
 * The hostile-input reproductions, text fields: each answered 500 before the shared input guard, the database error
 * mapping and the envelope for framework errors. Every one must now answer 4xx in its documented shape —
 * `{ error: { code, message, requestId } }` under /api, `{ __type, message }` under /idp.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectEnvelope, sendRaw, startHostileWorld, type Raw } from './world.js';

let h: Awaited<ReturnType<typeof startHostileWorld>>['h'];
let retail: Awaited<ReturnType<typeof startHostileWorld>>['retail'];
const send = (raw: Raw) => sendRaw(h, raw);

beforeAll(async () => {
  ({ h, retail } = await startHostileWorld());
});
afterAll(async () => {
  await h.close();
});

describe('control characters and broken text are refused with 400 naming the field', () => {
  it.each([
    ['checkUsername', 'POST', '/api/retail/user/checkUsername', '{"userName":"\\u0000"}', 'userName'],
    ['operator login', 'POST', '/api/operator/login', '{"name":"a\\u0000b","pass":"x"}', 'name'],
    [
      'signUpCheck',
      'POST',
      '/api/retail/signUpCheck',
      '{"idNumber":"8001015009087","preferredUsername":"x\\u0000"}',
      'preferredUsername',
    ],
  ] as const)('%s, without credentials', async (_name, method, url, payload, field) => {
    const error = expectEnvelope(await send({ method, url, payload }));
    expect(error.fields).toHaveProperty(field);
  });

  it('signed in: a NUL in a query string, an attribute value, a lone surrogate in a note', async () => {
    const token = retail.tokens.AccessToken;
    const calls: [Raw, string][] = [
      [{ method: 'GET', url: '/api/retail/user/getAdminUser?userName=a%00b', token }, 'userName'],
      [
        { method: 'GET', url: '/api/retail/funeral/checkIfActivePolicyExists?packageName=%00', token },
        'packageName',
      ],
      [
        {
          method: 'POST',
          url: '/api/retail/user/adminUpdateUserAttributes',
          payload: '{"attributes":[{"Name":"given_name","Value":"Tha\\u0000bo"}]}',
          token,
        },
        'attributes.0.Value',
      ],
      [
        {
          method: 'POST',
          url: '/api/retail/funeral/policy/archive',
          payload: '{"policyId":"pol_1","title":"\\ud800","description":"why"}',
          token,
        },
        'title',
      ],
      [
        {
          method: 'POST',
          url: '/api/retail/funeral/policy/archive',
          payload: '{"policyId":"pol_1","title":"Moved","description":"x\\udfff"}',
          token,
        },
        'description',
      ],
      [
        {
          method: 'POST',
          url: '/api/retail/funeral/policy/archive',
          payload: '{"policyId":"pol_1","title":"two\\nlines","description":"ok"}',
          token,
        },
        'title',
      ],
    ];
    for (const [call, field] of calls) {
      const error = expectEnvelope(await send(call));
      expect(error.fields, call.url).toHaveProperty(field);
    }
  });

  it('lets a documented multi-line field keep its line breaks', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/retail/funeral/policy/archive',
      payload: JSON.stringify({
        policyId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        title: 'Moved',
        description: 'First line\nSecond line',
      }),
      token: retail.tokens.AccessToken,
    });
    // Past the guard: the policy does not exist.
    expect(response.statusCode, response.body).toBe(404);
  });

  it('stores names in NFC: a decomposed "ë" comes back composed', async () => {
    const token = retail.tokens.AccessToken;
    const update = await send({
      method: 'POST',
      url: '/api/retail/user/adminUpdateUserAttributes',
      payload: JSON.stringify({ attributes: [{ Name: 'given_name', Value: 'Zoe\u0308' }] }),
      token,
    });
    expect(update.statusCode, update.body).toBe(200);
    const profile = await send({
      method: 'GET',
      url: `/api/retail/user/getAdminUser?userName=${retail.username}`,
      token,
    });
    expect(JSON.parse(profile.body)).toMatchObject({ givenName: 'Zoë' });
  });

  it('the user pool answers InvalidParameterException, never InternalErrorException', async () => {
    const clientId = h.idp.retail.clientId;
    const cases: [string, Record<string, unknown>][] = [
      ['ForgotPassword', { ClientId: clientId, Username: '\u0000' }],
      ['ConfirmSignUp', { ClientId: clientId, Username: '\u0000', ConfirmationCode: '123456' }],
      [
        'ConfirmForgotPassword',
        { ClientId: clientId, Username: '\u0000', ConfirmationCode: '123456', Password: 'N3w!Passw0rd' },
      ],
      [
        'InitiateAuth',
        {
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: '\u0000', PASSWORD: 'x' },
        },
      ],
      ['SignUp', { ClientId: clientId, Username: 'x\ud800', Password: 'N3w!Passw0rd' }],
    ];
    for (const [operation, body] of cases) {
      const result = await h.idp.call(operation, body);
      expect(result.status, operation).toBe(400);
      expect(result.errorType, operation).toBe('InvalidParameterException');
      expect(result.body.message).toMatch(/^1 validation error detected: Value at '/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isNotFoundError } from './api-error';

const refusal = (status: number, fields?: Record<string, string>) => ({
  status,
  data: { error: { code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: 'No', fields } },
});

describe('isNotFoundError', () => {
  it.each([
    ['a 404', refusal(404), true],
    [
      'a malformed policy id (an address typed or cut short)',
      refusal(400, { policyId: 'Invalid UUID' }),
      true,
    ],
    ['a malformed id', refusal(400, { id: 'Invalid UUID' }), true],
    ['a malformed application id in the query', refusal(400, { 'query.applicationId': 'Invalid' }), true],
    ['a refusal of another field', refusal(400, { amount: 'Please enter the amount' }), false],
    ['an id beside another field', refusal(400, { claimId: 'x', note: 'y' }), false],
    ['a 400 without fields', refusal(400), false],
    ['a server failure', refusal(500), false],
    ['a lost connection', { status: 'FETCH_ERROR', error: 'TypeError' }, false],
    ['nothing', undefined, false],
  ])('%s: %s', (_case, error, notFound) => {
    expect(isNotFoundError(error)).toBe(notFound);
  });
});

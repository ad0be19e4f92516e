import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api-error.js';
import { readApiErrorBody } from './api-error-body.js';

const bodies: [string, unknown][] = [
  ['code and message', { error: { code: 'NOT_FOUND', message: 'Not found' } }],
  ['with fields', { error: { code: 'VALIDATION', message: 'Check', fields: { 'a.0.b': 'Required' } } }],
  ['with a request id', { error: { code: 'X', message: 'Y', requestId: 'req-1' } }],
  ['extra keys are dropped', { error: { code: 'X', message: 'Y', stack: 'secret' }, other: 1 }],
  ['empty fields', { error: { code: 'X', message: 'Y', fields: {} } }],
  ['no error', { message: 'Y' }],
  ['error is a string', { error: 'boom' }],
  ['error is null', { error: null }],
  ['code is a number', { error: { code: 404, message: 'Y' } }],
  ['message missing', { error: { code: 'X' } }],
  ['a field is not text', { error: { code: 'X', message: 'Y', fields: { a: 1 } } }],
  ['fields is an array', { error: { code: 'X', message: 'Y', fields: ['a'] } }],
  ['fields is null', { error: { code: 'X', message: 'Y', fields: null } }],
  ['request id is a number', { error: { code: 'X', message: 'Y', requestId: 7 } }],
  ['the body is text', 'Internal Server Error'],
  ['the body is null', null],
  ['the body is undefined', undefined],
  ['the body is an array', [{ error: { code: 'X', message: 'Y' } }]],
];

describe('readApiErrorBody', () => {
  it.each(bodies)('%s: gives what apiErrorSchema gives', (_name, body) => {
    const parsed = apiErrorSchema.safeParse(body);
    expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data.error : null);
  });

  it('accepts the envelopes the table means to accept', () => {
    const accepted = bodies.filter(([, body]) => readApiErrorBody(body) !== null).map(([name]) => name);
    expect(accepted).toEqual([
      'code and message',
      'with fields',
      'with a request id',
      'extra keys are dropped',
      'empty fields',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { callbackRequestSchema } from './callback-request.js';

const request = (name: string) => ({
  name,
  mobile: '082 123 4567',
  preferredTime: 'morning',
  product: 'funeral',
  consent: true,
  source: 'home',
});

describe('the call back request name', () => {
  it.each(['Zoë Nel', "Thabo O'Reilly", 'Anne-Marie du Plessis', 'Nomsa  Dlamini'])('takes %s', (name) => {
    expect(callbackRequestSchema.safeParse(request(name)).success).toBe(true);
  });

  it.each([
    ['', 'Please enter your name'],
    ['Thabo 2', 'Name may contain letters, spaces, apostrophes and hyphens only'],
    ['<b>Thabo</b>', 'Name may contain letters, spaces, apostrophes and hyphens only'],
    ['-Thabo', 'Name may contain letters, spaces, apostrophes and hyphens only'],
  ])('refuses %j with %s', (name, message) => {
    const result = callbackRequestSchema.safeParse(request(name));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.js';

describe('isValidEmail (loose: local part, @, domain with a dot)', () => {
  it.each(['jane@example.com', 'jane.doe+cover@mail.example.co.za', 'a@b.c', 'J_D@EXAMPLE.ORG'])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@@example.com',
    'jane doe@example.com',
    'jane@example.com ',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

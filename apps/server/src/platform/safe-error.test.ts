import { describe, expect, it } from 'vitest';
import { safeErrorForLog, safeMessage } from './safe-error.js';

describe('safeMessage: what a log line may say of an error', () => {
  it.each([
    ['duplicate key for 0821234567', 'duplicate key for [phone]'],
    ['duplicate key for +27821234567', 'duplicate key for [phone]'],
    // '+27' followed by the trunk 0, as the sign-up now accepts it (QA walk 10 no. 14)
    ['duplicate key for +270821234567', 'duplicate key for [phone]'],
    ['no user with +27 (0)82 123 4567', 'no user with [phone]'],
    ['no user with +27 82 123 4567', 'no user with [phone]'],
    ['no user with 082-123-4567', 'no user with [phone]'],
    ['no user with 27821234567', 'no user with [phone]'],
    ['user 9001015009087 exists', 'user [id-number] exists'],
    ['mail to thandi@example.co.za failed', 'mail to [email] failed'],
    ['relation "policies" does not exist', 'relation "policies" does not exist'],
    ['timeout after 30000 ms, order 12345678', 'timeout after 30000 ms, order 12345678'],
  ])('%j → %j', (message, safe) => {
    expect(safeMessage(message)).toBe(safe);
  });

  it('keeps the first line only, without the query parameters', () => {
    expect(safeMessage('insert failed params: 0821234567,9001015009087\nmore')).toBe('insert failed ');
  });

  it('gives an error its class and a cleaned message, never the raw one', () => {
    const logged = safeErrorForLog(new TypeError('bad cellphone +270821234567'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'bad cellphone [phone]' });
  });
});

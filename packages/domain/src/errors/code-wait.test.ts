import { describe, expect, it } from 'vitest';
import { codeLimitMessage, codeWaitIn, codeWaitSentence } from './code-wait.js';

describe('code wait', () => {
  it.each([
    [1, 'You can ask for a new code in about a minute.'],
    [60_000, 'You can ask for a new code in about a minute.'],
    [60_001, 'You can ask for a new code in about 2 minutes.'],
    [17 * 60_000 + 5_000, 'You can ask for a new code in about 18 minutes.'],
  ])('%i ms reads "%s"', (waitMs, sentence) => {
    expect(codeWaitSentence(waitMs)).toBe(sentence);
  });

  it('is found in a message that carries it, and only then', () => {
    const message = `Attempt limit exceeded, please try after some time. ${codeWaitSentence(20 * 60_000)}`;
    expect(codeWaitIn(message)).toBe('You can ask for a new code in about 20 minutes.');
    expect(codeWaitIn('Attempt limit exceeded, please try after some time.')).toBeNull();
  });

  it("follows the catalogue's text", () => {
    expect(codeLimitMessage('You can ask for a new code in about 20 minutes.')).toBe(
      'Limit exceeded, Please try after some time. You can ask for a new code in about 20 minutes.',
    );
    expect(codeLimitMessage(null)).toBe('Limit exceeded, Please try after some time');
  });
});

import { describe, expect, it } from 'vitest';
import { asSentence } from './sentence.js';

describe('asSentence', () => {
  it.each([
    ['Too dark', 'Too dark.'],
    ['Please retake them in daylight.', 'Please retake them in daylight.'],
    ['  Too dark  ', 'Too dark.'],
    ['Is the licence disc current?', 'Is the licence disc current?'],
    ['They said “too dark.”', 'They said “too dark.”'],
    ['Blurred (see the odometer)', 'Blurred (see the odometer).'],
    ['Wait…', 'Wait…'],
    ['', ''],
  ])('%j → %j', (text, sentence) => {
    expect(asSentence(text)).toBe(sentence);
  });
});

import { describe, expect, it } from 'vitest';
import { formatRand } from './money.js';

describe('formatRand', () => {
  it.each([
    [123_456, {}, 'R 1 234,56'],
    [50_000, {}, 'R 500,00'],
    [50_000, { whole: true }, 'R 500'],
    [5_000_000, { whole: true }, 'R 50 000'],
    [50_050, { whole: true }, 'R 500,50'],
  ])('%i cents %o → %s', (cents, options, text) => {
    expect(formatRand(cents, options)).toBe(text);
  });
});

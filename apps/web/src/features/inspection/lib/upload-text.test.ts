import { describe, expect, it } from 'vitest';
import { uploadAmountText, uploadPercent } from './upload-text';

describe('upload texts', () => {
  it.each([
    [0, 1000, 0],
    [499, 1000, 49],
    [1000, 1000, 100],
    [1200, 1000, 100],
    [5, 0, 0],
  ])('%i of %i bytes is %i %', (sent, size, percent) => {
    expect(uploadPercent(sent, size)).toBe(percent);
  });

  it('shows the amount in KB, as file sizes are written elsewhere', () => {
    expect(uploadAmountText(0, 317_440)).toBe('0 KB of 310 KB');
    expect(uploadAmountText(122_880, 317_440)).toBe('120 KB of 310 KB');
  });
});

import { describe, expect, it } from 'vitest';
import {
  MAKE_PLACEHOLDER,
  MODEL_PLACEHOLDER,
  SHORT_BOX_MIN_REM,
  THREE_COLUMNS_MIN_REM,
  selectWidthNeededRem,
  VALUATION_PICKER_COLUMNS,
  YEAR_PLACEHOLDER,
} from './valuation-picker-layout';

describe('the valuation picker’s boxes (QA ops 12: “Choose the m…”)', () => {
  it.each([MAKE_PLACEHOLDER, YEAR_PLACEHOLDER])('the box of “%s” is never narrower than it', (text) => {
    expect(SHORT_BOX_MIN_REM).toBeGreaterThanOrEqual(selectWidthNeededRem(text));
  });

  it('gives the Make and Year boxes that minimum, and the model the rest', () => {
    expect(VALUATION_PICKER_COLUMNS).toBe(
      `minmax(${SHORT_BOX_MIN_REM}rem, 1fr) minmax(0, 2fr) minmax(${SHORT_BOX_MIN_REM}rem, 1fr)`,
    );
    expect(VALUATION_PICKER_COLUMNS).not.toMatch(/^minmax\(0,/);
  });

  it('puts the boxes side by side only where the picker has room for all three and their gaps (QA: /motor at 425–456 px)', () => {
    const needed = 2 * SHORT_BOX_MIN_REM + selectWidthNeededRem(MODEL_PLACEHOLDER) + 2;
    expect(THREE_COLUMNS_MIN_REM).toBeGreaterThanOrEqual(needed);
    // 320–456 px screens (20–28.5 rem) stack them
    expect(THREE_COLUMNS_MIN_REM).toBeGreaterThan(456 / 16);
  });
});

import { describe, expect, it } from 'vitest';
import {
  MAKE_PLACEHOLDER,
  SHORT_BOX_MIN_REM,
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
});

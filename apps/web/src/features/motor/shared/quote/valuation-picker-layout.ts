/**
 * The valuation picker's three boxes side by side (where its own width has room for them, not by the
 * screen's: QA found /motor 457 px wide at 425–456 px): Make, Model, Year made. The
 * Make and Year boxes never get narrower than their placeholder with the select's arrow and padding, so
 * 'Choose the make' is not cut to 'Choose the m…' in the wizard's column at 1280 px (QA ops 12); the model,
 * the longest name, takes the rest.
 */
export const MAKE_PLACEHOLDER = 'Choose the make';
export const MODEL_PLACEHOLDER = 'Choose the model';
export const YEAR_PLACEHOLDER = 'Choose the year';

/** the narrowest the Make and Year boxes may be, in rem */
export const SHORT_BOX_MIN_REM = 12;

export const VALUATION_PICKER_COLUMNS = `minmax(${SHORT_BOX_MIN_REM}rem, 1fr) minmax(0, 2fr) minmax(${SHORT_BOX_MIN_REM}rem, 1fr)`;

/**
 * The width a native select needs to show `text` whole, in rem: at most 0.6 em a character in the body
 * font (Roboto averages about 0.5), and 2.5 rem for the arrow and the padding either side.
 */
export const selectWidthNeededRem = (text: string) => text.length * 0.6 + 2.5;

/** the gap between the boxes, in rem (the grid's `gap: 2`) */
const GAP_REM = 1;

/**
 * The picker's own width from which its three boxes go side by side, in rem: the Make and Year boxes at
 * their minimum, the model box wide enough for its placeholder, and the two gaps. Narrower, they stack.
 */
export const THREE_COLUMNS_MIN_REM = Math.ceil(
  2 * SHORT_BOX_MIN_REM + selectWidthNeededRem(MODEL_PLACEHOLDER) + 2 * GAP_REM,
);

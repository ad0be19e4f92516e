import { CURRENCY, LOCALE } from '../constants/locale.js';

const money = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
});

/** Any Unicode space (en-ZA groups digits with narrow no-break spaces) becomes a plain space. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ');

/**
 * 'R 1 234,56' (en-ZA, plain spaces so that messages and the standard PDF fonts show it as it reads). Whole
 * rands drop the cents when `whole` is set: 'R 50 000'.
 */
export function formatRand(cents: number, { whole = false }: { whole?: boolean } = {}): string {
  const text = plainSpaces(money.format(cents / 100));
  return whole && Number.isInteger(cents / 100) ? text.replace(/,00$/, '') : text;
}

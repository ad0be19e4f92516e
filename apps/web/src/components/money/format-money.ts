import { LOCALE, CURRENCY } from '@cover/domain';

const currency = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
const wholeCurrency = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Integer cents as en-ZA money: 123456 → 'R 1 234,56'. Whole rands drop the cents when `whole` is set. */
export function formatMoney(cents: number, { whole = false }: { whole?: boolean } = {}): string {
  const rands = cents / 100;
  if (whole && Number.isInteger(rands)) return wholeCurrency.format(rands);
  return currency.format(rands);
}

/**
 * Parses what a person types for an amount in rands ('1 234,56', '1234.56', 'R 1 234') into integer
 * cents; null when it is not an amount. A comma or a point may be the decimal separator.
 */
export function parseRandsToCents(input: string): number | null {
  const compact = input.replace(/^\s*R/i, '').replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const normalised = compact.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const [rands = '0', fraction = ''] = normalised.split('.');
  return Number(rands) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the plain text of a money field: 123456 → '1234.56', 500000 → '5000'. */
export function centsToRandsInput(cents: number): string {
  const rands = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(rands) : `${rands}.${String(rest).padStart(2, '0')}`;
}

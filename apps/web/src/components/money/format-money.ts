/**
 * Money as en-ZA writes it, without Intl: building an Intl.NumberFormat loads the browser's locale data,
 * a few dozen milliseconds of a cheap phone's first load spent before the page could answer. The text is
 * the same as `Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' })` gives (a table test
 * holds it to that): 'R', a no-break space, digits grouped in threes by no-break spaces, a decimal comma.
 */
const NBSP = '\u00a0';
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/** Integer cents as en-ZA money: 123456 → 'R 1 234,56'. Whole rands drop the cents when `whole` is set. */
export function formatMoney(cents: number, { whole = false }: { whole?: boolean } = {}): string {
  const rounded = Math.round(Math.abs(cents));
  const rands = groupThousands(String(Math.trunc(rounded / 100)));
  const sign = cents < 0 ? '-' : '';
  const fraction = rounded % 100;
  if (whole && Number.isInteger(cents / 100)) return `${sign}R${NBSP}${rands}`;
  return `${sign}R${NBSP}${rands},${String(fraction).padStart(2, '0')}`;
}

/**
 * A message's amounts kept on one line ('R 50 000' of the domain's formatRand, plain spaces): a no-break
 * space after the R and between the groups of digits, so that a narrow column never breaks an amount.
 */
export function keepAmountsTogether(text: string): string {
  return text.replace(/R (?=\d)/g, `R${NBSP}`).replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`);
}

/**
 * Parses what a person types for an amount in rands ('1 234,56', '1234.56', 'R 1 234') into integer
 * cents; null when it is not an amount. A comma or a point may be the decimal separator; commas before
 * groups of three digits group thousands.
 */
export function parseRandsToCents(input: string): number | null {
  const compact = input.replace(/^\s*R/i, '').replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  // '12,500' and '1,250,000.50': commas grouping thousands, as many write them (see randInputText)
  const ungrouped = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(compact) ? compact.replace(/,/g, '') : compact;
  const normalised = ungrouped.replace(',', '.');
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

/**
 * What a person types into a rand field, as it is kept while they type: digits and at most one decimal point
 * with two decimals ('12500.50'). A comma is the decimal separator, as en-ZA writes it and as a South African
 * phone's decimal keypad types it ('12 500,50'); beside a point, or more than once, it groups thousands
 * ('12,500.50', '1,250,000'). Three digits after the one separator group thousands too: nobody types a
 * tenth of a cent, and '12,500' means twelve thousand five hundred, not R12,50 (QA, 2026-12-05).
 */
export function randInputText(text: string): string {
  const commas = text.split(',').length - 1;
  const pointed = text.includes('.') || commas > 1 ? text.replace(/,/g, '') : text.replace(/,/g, '.');
  const kept = pointed.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
  if (/^\d+\.\d{3}$/.test(kept)) return kept.replace('.', '');
  return kept.replace(/(\.\d{2})\d+$/, '$1');
}

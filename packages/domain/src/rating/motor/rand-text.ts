/** Amounts and shares as the motor quote states them: 'R5 000', 'R1 500,50', '10 %'. */
import { LOCALE } from '../../constants/locale.js';
import { plainSpaces } from '../../format/money.js';

const wholeRand = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const randAndCents = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'R5 000' for whole rand, 'R5 000,50' otherwise (en-ZA grouping, plain spaces). */
export function randText(cents: number): string {
  const format = cents % 100 === 0 ? wholeRand : randAndCents;
  return `R${plainSpaces(format.format(cents / 100))}`;
}

/** '10 %' (a space before the sign, as South African style writes it). */
export function percentText(percentage: number): string {
  return `${percentage} %`;
}

/**
 * The one rounding rule of motor rating: an amount is computed exactly in integers and rounded once, half
 * up, to the whole cent where it is computed (base premium, extras premium, each loading, discount and
 * excess). Totals are sums of rounded amounts, so the lines a customer sees add up to what they pay.
 */

/** numerator / denominator rounded half up to an integer (both non-negative safe integers, denominator > 0). */
export function roundHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** `percentage` % of `cents`, to the cent. */
export function percentOf(cents: number, percentage: number): number {
  return roundHalfUp(cents * percentage, 100);
}

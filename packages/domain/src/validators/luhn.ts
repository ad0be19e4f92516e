/** The Luhn (mod 10) check digit shared by SA ID numbers and IMEIs. */

/** The check digit to append to `payload` (digits only): from the right, every other digit is doubled. */
export function luhnCheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new RangeError('luhnCheckDigit needs digits only');
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const digit = Number(payload[payload.length - 1 - i]);
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit of `digits` is the Luhn check digit of the others. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

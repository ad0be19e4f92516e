/** Two-factor settings (spec 000 §4, §9): the flag is enabled when its value is 1. */
export const TWO_FACTOR_ENABLED = '1';
export const TWO_FACTOR_DISABLED = '0';
export type TwoFactorValue = typeof TWO_FACTOR_ENABLED | typeof TWO_FACTOR_DISABLED;

export const TWO_FACTOR_CHANNELS = ['email', 'phone_number'] as const;
export type TwoFactorChannel = (typeof TWO_FACTOR_CHANNELS)[number];

/** '1' or 1 means enabled; anything else (including '0', '', null) means disabled. */
export function isTwoFactorEnabled(value: string | number | boolean | null | undefined): boolean {
  return value === true || String(value).trim() === TWO_FACTOR_ENABLED;
}

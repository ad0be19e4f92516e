/**
 * The VIN field as every motor form asks it (the application, a pre-inspection, vehicle credit life on its
 * own): one hint, and what is typed or pasted kept to what a VIN holds.
 */
export const VIN_HELP = '17 letters and digits, on the licence disc and the registration papers';

/** In capitals, without the spaces or dashes a VIN may be copied with, at most 17 characters. */
export const vinText = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 17);

/** Room for a VIN pasted with spaces or dashes (vinText takes them out before the 17 are counted). */
export const VIN_SLOT_PROPS = {
  htmlInput: { maxLength: 24, autoComplete: 'off', autoCapitalize: 'characters' },
} as const;

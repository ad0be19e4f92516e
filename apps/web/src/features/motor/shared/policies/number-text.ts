/** '12' → 12; blank or anything that is not a whole number → NaN, which a contract refuses with its message. */
export const wholeNumber = (text: string): number =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** Keeps only the digits of what is typed into a whole-number field. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

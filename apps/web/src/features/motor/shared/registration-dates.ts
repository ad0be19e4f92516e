/** The month a vehicle was first registered is chosen from these, in the wizard and an inspection's form. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The year it was first registered: this year back to 1950, newest first. */
export const REGISTRATION_YEARS: readonly number[] = (() => {
  const newest = new Date().getFullYear();
  return Array.from({ length: newest - 1950 + 1 }, (_, index) => newest - index);
})();

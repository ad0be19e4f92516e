/** The month and year a vehicle was first registered are chosen from these, in the wizard and an inspection's form. */
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

/** This year back to 1950, newest first. */
export const REGISTRATION_YEARS: readonly number[] = (() => {
  const newest = new Date().getFullYear();
  return Array.from({ length: newest - 1950 + 1 }, (_, index) => newest - index);
})();

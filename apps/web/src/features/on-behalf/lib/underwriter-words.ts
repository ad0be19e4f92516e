/**
 * What an application made on an employee's behalf says when its cover waits for an underwriter
 * (goesToUnderwriter, from the server's referral rules): no start date is promised, to the operator or the
 * employee, before or after the employee accepts.
 */
const sentences = (...parts: readonly string[]) => parts.filter(Boolean).join(' ');

export const UNDERWRITER_WORDS = {
  coverStartsLabel: 'Cover starts',
  /** the start, in place of a date */
  coverStarts: 'Once an underwriter approves the application',
  /** the operator, before the employee accepts, with why (the staff's reasons, each a sentence) */
  operatorBefore: (reasons: readonly string[]) =>
    sentences(
      'When the employee accepts, this application goes to an underwriter.',
      ...reasons,
      'Cover starts only once the underwriter approves it: tell the employee there is no start date yet.',
    ),
  /** the operator, once the employee accepted */
  operatorAfter: (reasons: readonly string[]) =>
    sentences(
      'An underwriter is reviewing this application.',
      ...reasons,
      'Cover starts only once the underwriter approves it.',
    ),
  /** the employee, before accepting */
  employeeBefore:
    'When you accept, your application goes to one of our underwriters to review. Your cover starts only once they approve it, not on a set date: we will let you know by email or SMS, usually within 2 working days.',
} as const;

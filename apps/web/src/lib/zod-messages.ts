/**
 * Plain words for any zod issue that reaches the web app without a message of its own. Every schema
 * should say what it wants in its own words (the domain's FIELD_MESSAGES, a form's own messages); this
 * is the net under them, so a customer never reads zod's defaults ('Invalid option: expected one of …',
 * 'Too small: expected string to have >=1 characters'). Installed once by main.tsx and the test setup.
 *
 * zod picks the first message found: the schema's or check's own, then the parse call's `error`, then
 * this map (z.config customError), then its locale. So this only fills the gaps.
 */
import { z } from 'zod';

/** The sentences this map gives. */
export const PLAIN_ZOD_MESSAGES = {
  required: 'Please fill in this field',
  choose: 'Please choose one of the options',
  tick: 'Please tick this box to continue',
  number: 'Please enter a number',
  wholeNumber: 'Please enter a whole number',
  date: 'Please enter a real date',
  yesOrNo: 'Please choose yes or no',
  chooseOne: 'Please choose at least one',
  email: 'Please enter a valid email address',
  webAddress: 'Please enter a valid web address',
  check: 'Please check what you entered here',
  fileTooBig: 'This file is too large',
  fileEmpty: 'This file is empty',
  earlierDate: 'Please choose an earlier date',
  laterDate: 'Please choose a later date',
  extra: 'Please check the form and try again',
} as const;

type Issue = z.core.$ZodRawIssue;

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

const characters = (count: number | bigint) => (Number(count) === 1 ? '1 character' : `${count} characters`);
const options = (count: number | bigint) => (Number(count) === 1 ? '1 option' : `${count} options`);

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (isBlank(issue.input)) return PLAIN_ZOD_MESSAGES.required;
  switch (issue.expected) {
    case 'number':
    case 'int':
    case 'bigint':
    case 'nan':
      return PLAIN_ZOD_MESSAGES.number;
    case 'date':
      return PLAIN_ZOD_MESSAGES.date;
    case 'boolean':
      return PLAIN_ZOD_MESSAGES.yesOrNo;
    default:
      return PLAIN_ZOD_MESSAGES.check;
  }
}

function invalidValue(issue: Extract<Issue, { code: 'invalid_value' }>): string {
  if (issue.values.length === 1 && issue.values[0] === true) return PLAIN_ZOD_MESSAGES.tick;
  return PLAIN_ZOD_MESSAGES.choose;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum, inclusive = true, exact = false } = issue;
  switch (issue.origin) {
    case 'string':
      if (exact) return `Please enter exactly ${characters(minimum)}`;
      if (Number(minimum) <= 1 || isBlank(issue.input)) return PLAIN_ZOD_MESSAGES.required;
      return `Please enter at least ${characters(minimum)}`;
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive ? `Please enter ${minimum} or more` : `Please enter more than ${minimum}`;
    case 'array':
    case 'set':
      return Number(minimum) <= 1
        ? PLAIN_ZOD_MESSAGES.chooseOne
        : `Please choose at least ${options(minimum)}`;
    case 'file':
      return PLAIN_ZOD_MESSAGES.fileEmpty;
    case 'date':
      return PLAIN_ZOD_MESSAGES.laterDate;
    default:
      return PLAIN_ZOD_MESSAGES.check;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum, inclusive = true, exact = false } = issue;
  switch (issue.origin) {
    case 'string':
      return exact
        ? `Please enter exactly ${characters(maximum)}`
        : `Please use at most ${characters(maximum)}`;
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive ? `Please enter ${maximum} or less` : `Please enter less than ${maximum}`;
    case 'array':
    case 'set':
      return `Please choose at most ${options(maximum)}`;
    case 'file':
      return PLAIN_ZOD_MESSAGES.fileTooBig;
    case 'date':
      return PLAIN_ZOD_MESSAGES.earlierDate;
    default:
      return PLAIN_ZOD_MESSAGES.check;
  }
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (isBlank(issue.input)) return PLAIN_ZOD_MESSAGES.required;
  switch (issue.format) {
    case 'email':
      return PLAIN_ZOD_MESSAGES.email;
    case 'url':
      return PLAIN_ZOD_MESSAGES.webAddress;
    case 'date':
    case 'datetime':
      return PLAIN_ZOD_MESSAGES.date;
    // Ids come from a choice (a select of policies, members …), never typed.
    case 'uuid':
    case 'guid':
    case 'cuid':
    case 'cuid2':
    case 'ulid':
    case 'nanoid':
      return PLAIN_ZOD_MESSAGES.choose;
    default:
      return PLAIN_ZOD_MESSAGES.check;
  }
}

/** The plain sentence for a zod issue that has no message of its own. */
export function plainZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'invalid_value':
      return invalidValue(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? PLAIN_ZOD_MESSAGES.wholeNumber
        : `Please enter a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return PLAIN_ZOD_MESSAGES.extra;
    default:
      // invalid_union, invalid_key, invalid_element, a refinement without a message
      return isBlank(issue.input) ? PLAIN_ZOD_MESSAGES.required : PLAIN_ZOD_MESSAGES.check;
  }
}

/** Makes plainZodMessage zod's message for every issue without its own (idempotent). */
export function installPlainZodMessages(): void {
  z.config({ customError: plainZodMessage });
}

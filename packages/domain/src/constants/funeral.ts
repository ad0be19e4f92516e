/** Funeral wizard constants (spec 002 §3, §9). */

/** The quote and registration wizard has six steps, starting at step 1. */
export const FUNERAL_WIZARD_FIRST_STEP = 1;
export const FUNERAL_WIZARD_STEP_COUNT = 6;

/** The answer recorded when extended family is skipped. */
export const SKIPPED_EXTENDED_FAMILY_DEFAULT = 'no';

/** "Constants: maximum value 50000" (spec 002 §9). Its meaning and unit are not shown in the spec. */
export const FUNERAL_MAXIMUM_VALUE = 50_000;

/** "Step constants 4 and 14" (spec 002 §9). Their meaning is not shown in the spec. */
export const FUNERAL_STEP_CONSTANTS = [4, 14] as const;

/** Input-size guards (not business limits): a policy lists at most this many children or relatives. */
export const MAX_CHILDREN_PER_QUOTE = 20;
export const MAX_EXTENDED_FAMILY_PER_QUOTE = 20;

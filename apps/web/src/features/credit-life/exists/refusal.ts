/** The server's code of its refusal of a second credit life on a financed item. */
export const CREDIT_LIFE_EXISTS = 'CREDIT_LIFE_EXISTS';

/**
 * Whether a refusal is said at a wizard's credit life question (CREDIT_LIFE_EXISTS at its opt-in), not
 * announced as a failure to try again later.
 */
export const saidAtCreditLife = (error: { code: string }) => error.code === CREDIT_LIFE_EXISTS;

/**
 * The salary deduction consent (QA H7 finding 28): an employee whose cover is paid by deduction from their
 * salary authorises it as a debit order is authorised, with the amount in rand (every premium the deduction
 * pays: the cover's and a credit life's taken with it). One piece for every line's employee wizard: the text
 * shown and stored, the field it is given in and the message when it is not.
 */
import { formatRand } from '../format/money.js';

/** The consent's key in a declaration's consents and in the stored consents. */
export const SALARY_DEDUCTION_CONSENT = 'salaryDeduction';

/** Shown beside the unticked box, and the server's message on `consents.salaryDeduction`. */
export const SALARY_DEDUCTION_CONSENT_MESSAGE = 'Please tick to authorise the deduction from your salary';

/** The version of the text below; a stored consent names it. */
export const SALARY_DEDUCTION_CONSENT_TEXT_VERSION = 'salary-deduction-2026-12';

/** "I authorise Telkom to deduct R 119,00 a month from my salary for this cover." (cents in) */
export const salaryDeductionConsentText = (monthlyPremium: number) =>
  `I authorise Telkom to deduct ${formatRand(monthlyPremium)} a month from my salary for this cover.`;

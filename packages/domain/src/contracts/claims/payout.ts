/**
 * Where a claim's benefit is paid (every line): the account the policy's premiums come from (its debit
 * order, read by the server: the full number never leaves it), or an account given: a South African bank
 * (constants/banks.ts) with its universal branch code, account holder, number and type.
 */
import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, branchCodeForBank, SA_BANKS } from '../../constants/banks.js';
import { personNameField } from '../../validators/zod-fields.js';

export const PAYOUT_MESSAGES = {
  bank: 'Please choose the bank',
  branchCode: 'This is not the universal branch code of the chosen bank',
  accountNumber: 'Please enter a valid bank account number (6 to 16 digits)',
  /** the premium account was asked for, but the policy's premiums are not paid by debit order */
  noPremiumAccount:
    'The premiums of this policy are not paid from a bank account: please give the account to pay into',
} as const;

/** `source` of a payout into the account the policy's premiums come from. */
export const PREMIUM_ACCOUNT_SOURCE = 'premium_account';

const bankValues = SA_BANKS.map((bank) => bank.value) as [
  (typeof SA_BANKS)[number]['value'],
  ...(typeof SA_BANKS)[number]['value'][],
];
const accountTypeValues = BANK_ACCOUNT_TYPES.map((type) => type.value) as [
  (typeof BANK_ACCOUNT_TYPES)[number]['value'],
  ...(typeof BANK_ACCOUNT_TYPES)[number]['value'][],
];

/**
 * An account given for the benefit: a South African bank (constants/banks.ts) with its universal branch code
 * (filled in when omitted, refused when it is another bank's), account holder, number and type.
 */
export const givenPayoutAccountSchema = z
  .object({
    /** 'given' (the default): the account is the one typed */
    source: z.literal('given').optional(),
    bankName: z.enum(bankValues, { message: PAYOUT_MESSAGES.bank }),
    branchCode: z.string().trim().optional(),
    accountHolderName: personNameField,
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,16}$/, PAYOUT_MESSAGES.accountNumber),
    accountType: z.enum(accountTypeValues),
  })
  .transform((details, ctx) => {
    const universal = branchCodeForBank(details.bankName) ?? '';
    if (details.branchCode && details.branchCode !== universal) {
      ctx.issues.push({
        code: 'custom',
        path: ['branchCode'],
        message: PAYOUT_MESSAGES.branchCode,
        input: details.branchCode,
      });
      return z.NEVER;
    }
    const { source: _source, ...account } = details;
    return { ...account, branchCode: universal };
  });
/** The account a claim is paid into, as stored. */
export type PayoutAccount = z.output<typeof givenPayoutAccountSchema>;

/** Pay into the account the policy's premiums come from (its debit order), as the server has it. */
export const premiumAccountPayoutSchema = z.strictObject({ source: z.literal(PREMIUM_ACCOUNT_SOURCE) });

/** Where a claim's benefit is paid: the premium account (`source: 'premium_account'`) or an account given. */
export const payoutBankDetailsSchema = z.discriminatedUnion('source', [
  premiumAccountPayoutSchema,
  givenPayoutAccountSchema,
]);
export type PayoutBankDetails = z.output<typeof payoutBankDetailsSchema>;

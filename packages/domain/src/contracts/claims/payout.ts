/**
 * Where a claim's benefit is paid (every line): a South African bank (constants/banks.ts) with its
 * universal branch code, account holder, number and type.
 */
import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, branchCodeForBank, SA_BANKS } from '../../constants/banks.js';
import { personNameField } from '../../validators/zod-fields.js';

export const PAYOUT_MESSAGES = {
  bank: 'Please choose the bank',
  branchCode: 'This is not the universal branch code of the chosen bank',
  accountNumber: 'Please enter a valid bank account number (6 to 16 digits)',
} as const;

const bankValues = SA_BANKS.map((bank) => bank.value) as [
  (typeof SA_BANKS)[number]['value'],
  ...(typeof SA_BANKS)[number]['value'][],
];
const accountTypeValues = BANK_ACCOUNT_TYPES.map((type) => type.value) as [
  (typeof BANK_ACCOUNT_TYPES)[number]['value'],
  ...(typeof BANK_ACCOUNT_TYPES)[number]['value'][],
];

/**
 * Where the benefit is paid: a South African bank (constants/banks.ts) with its universal branch code
 * (filled in when omitted, refused when it is another bank's), account holder, number and type.
 */
export const payoutBankDetailsSchema = z
  .object({
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
    return { ...details, branchCode: universal };
  });
export type PayoutBankDetails = z.output<typeof payoutBankDetailsSchema>;

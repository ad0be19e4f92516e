/** Parts of a claim as every line's API shows it (reply schemas: no transforms). */
import { z } from 'zod';

/** Who claims and how to reach them. */
export const claimantViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string(),
  relation: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
});

/** The payout account, its number masked to the last 4 digits. */
export const payoutAccountViewSchema = z.object({
  bankName: z.string(),
  branchCode: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string(),
  accountType: z.string(),
});

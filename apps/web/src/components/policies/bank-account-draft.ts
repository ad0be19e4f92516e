// The draft alone, without validation code, so persisted drafts (wizard slices) stay light on first load.
/** A bank account for a debit order as typed on screen: the bank by its name. */
export interface BankAccountDraft {
  bankName: string;
  branchCode: string;
  accountHolderName: string;
  accountNumber: string;
  accountType: string;
  /** the debit order day (a billing day: 12, 15, 20, 25 or 31); 0 until chosen */
  debitOrderDate: number;
}

export const BANK_ACCOUNT_FIELDS = [
  'bankName',
  'branchCode',
  'accountHolderName',
  'accountNumber',
  'accountType',
  'debitOrderDate',
] as const satisfies readonly (keyof BankAccountDraft)[];

export type BankAccountField = (typeof BANK_ACCOUNT_FIELDS)[number];

export const emptyBankAccount = (accountHolderName = ''): BankAccountDraft => ({
  bankName: '',
  branchCode: '',
  accountHolderName,
  accountNumber: '',
  accountType: '',
  debitOrderDate: 0,
});

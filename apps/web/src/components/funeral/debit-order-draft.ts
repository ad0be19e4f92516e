// The debit order draft alone, without validation code, so persisted wizard slices stay light on first load.
/** A debit order as typed on screen (wizard step6, payment update): the bank by its name. */
export interface DebitOrderDraft {
  bankName: string;
  branchCode: string;
  accountHolderName: string;
  accountNumber: string;
  accountType: string;
  /** the debit order day (a billing day: 12, 15, 20, 25 or 31); 0 until chosen */
  debitOrderDate: number;
}

export const emptyDebitOrder = (accountHolderName = ''): DebitOrderDraft => ({
  bankName: '',
  branchCode: '',
  accountHolderName,
  accountNumber: '',
  accountType: '',
  debitOrderDate: 0,
});

/** South African banks with their universal branch codes (REFERENCE, DESIGN §5) and bank account types (spec 001 §9, 002 §9). */
export const SA_BANKS = [
  { value: 'absa', label: 'ABSA', branchCode: '632005' },
  { value: 'fnb', label: 'FNB', branchCode: '250655' },
  { value: 'standard_bank', label: 'Standard Bank', branchCode: '051001' },
  { value: 'nedbank', label: 'Nedbank', branchCode: '198765' },
  { value: 'capitec', label: 'Capitec', branchCode: '470010' },
  { value: 'african_bank', label: 'African Bank', branchCode: '430000' },
  { value: 'tymebank', label: 'TymeBank', branchCode: '678910' },
  { value: 'discovery_bank', label: 'Discovery Bank', branchCode: '679000' },
  { value: 'investec', label: 'Investec', branchCode: '580105' },
  { value: 'bidvest', label: 'Bidvest', branchCode: '462005' },
  { value: 'postbank', label: 'Postbank', branchCode: '460005' },
] as const;
export type SaBank = (typeof SA_BANKS)[number]['value'];

export const BANK_ACCOUNT_TYPES = [
  { value: 'cheque', label: 'Cheque' },
  { value: 'savings', label: 'Savings' },
  { value: 'transmission', label: 'Transmission' },
] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number]['value'];

const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The SA_BANKS value of a bank named by its value or its name ('Capitec', 'capitec'), if it is one of them. */
export function saBankValueOf(bank: string | null | undefined): SaBank | undefined {
  const wanted = squash(bank ?? '');
  if (wanted === '') return undefined;
  return SA_BANKS.find((entry) => squash(entry.value) === wanted || squash(entry.label) === wanted)?.value;
}

/** The universal branch code of a bank named by its value or its name (case, spaces and punctuation ignored). */
export function branchCodeForBank(bank: string): string | undefined {
  const wanted = squash(bank);
  if (wanted === '') return undefined;
  return SA_BANKS.find((entry) => squash(entry.value) === wanted || squash(entry.label) === wanted)
    ?.branchCode;
}

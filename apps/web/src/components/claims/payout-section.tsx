import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BANK_ACCOUNT_TYPES, PREMIUM_ACCOUNT_SOURCE, SA_BANKS } from '@cover/domain';
import { FieldGrid } from './field-grid';
import type { PayoutFormValues } from './payout-draft';
import { FormSelectField } from './form-select-field';
import {
  premiumAccountOf,
  startFromPremiumAccount,
  type PolicyPaidBy,
  type PremiumAccount,
} from './premium-account';
import { BoundTextField } from '../form-fields/bound-text-field';
import { FactList } from '../policies/fact-list';
import { accountTypeLabel, bankLabel } from '../policies/labels';
import { SectionCard } from '../policies/section-card';

const digitsAndSpaces = (value: string) => value.replace(/[^\d\s]/g, '');

export const PREMIUM_ACCOUNT_TEXTS = {
  intro: 'The account your premiums come from — change it if the payout should go elsewhere.',
  change: 'Pay into another account',
  back: (ending: string) => `Pay into the account my premiums come from (ending ${ending})`,
} as const;

/** '6789' of a masked account number ('••••6789'). */
const endingOf = (account: PremiumAccount) => account.accountNumber.replace(/\D/g, '').slice(-4);

/** The premium account as the customer recognises it: bank and branch code, holder, masked number, type. */
function PremiumAccountFacts({ account }: { account: PremiumAccount }) {
  const branch = SA_BANKS.find((bank) => bank.label === bankLabel(account.bankName))?.branchCode;
  return (
    <FactList
      facts={[
        { label: 'Bank', value: `${bankLabel(account.bankName)}${branch ? ` (branch code ${branch})` : ''}` },
        { label: 'Account holder', value: account.accountHolderName ?? '—' },
        { label: 'Account number', value: account.accountNumber },
        { label: 'Account type', value: accountTypeLabel(account.accountType) || '—' },
      ]}
    />
  );
}

/**
 * Where the benefit is paid. On a policy paid by debit order it starts from that account (the premium
 * account, its number masked: the server pays into it), with a button to pay into another account, whose
 * fields then start from its bank, holder and type; on one paid by salary deduction the fields start empty.
 * Used inside a react-hook-form FormProvider whose values have `policyId` and `bankDetails`; `policies` are
 * the customer's policies the form claims on, with their payment details.
 */
export function PayoutSection({
  title = 'Where to pay the benefit',
  intro,
  policies = [],
}: {
  /** the section's title, when a line pays someone else than "the benefit" says */
  title?: string;
  /** whose account it is and what is paid into it, above the fields */
  intro?: string;
  /** the policies the form claims on (the chosen one's premium account is offered) */
  policies?: readonly PolicyPaidBy[];
} = {}) {
  const { control, setValue, getValues, formState } = useFormContext<PayoutFormValues>();
  const bankName = useWatch({ control, name: 'bankDetails.bankName' });
  const source = useWatch({ control, name: 'bankDetails.source' });
  const policyId = useWatch({ control, name: 'policyId' });
  const premium = premiumAccountOf(
    policies.find((policy) => policy.policyId === policyId)?.module.paymentDetails,
  );
  const hasPremium = premium !== null;
  const branch = SA_BANKS.find((bank) => bank.value === bankName)?.branchCode ?? '';

  // start from the premium account where the policy has one; a policy without one has only the fields
  useEffect(() => {
    if (hasPremium && source === '') setValue('bankDetails.source', PREMIUM_ACCOUNT_SOURCE);
    if (!hasPremium && source === PREMIUM_ACCOUNT_SOURCE) setValue('bankDetails.source', '');
  }, [hasPremium, source, setValue]);

  const payElsewhere = (account: PremiumAccount) => {
    const start = startFromPremiumAccount(account);
    for (const field of ['bankName', 'accountHolderName', 'accountType'] as const)
      if (!getValues(`bankDetails.${field}`)) setValue(`bankDetails.${field}`, start[field]);
    setValue('bankDetails.source', 'given');
  };
  const refused = formState.errors.bankDetails?.message;

  return (
    <SectionCard title={title} headerGap={2}>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {premium && source !== 'given' ? (
        <>
          <Typography sx={{ mb: 1.5 }}>{PREMIUM_ACCOUNT_TEXTS.intro}</Typography>
          <PremiumAccountFacts account={premium} />
          {refused ? (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {refused}
            </Alert>
          ) : null}
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => payElsewhere(premium)}>
            {PREMIUM_ACCOUNT_TEXTS.change}
          </Button>
        </>
      ) : (
        <>
          <FieldGrid>
            <FormSelectField
              control={control}
              name="bankDetails.bankName"
              label="Bank"
              required
              placeholder="Choose the bank"
              options={SA_BANKS}
              help={branch ? `Branch code ${branch}` : ' '}
            />
            <BoundTextField
              control={control}
              name="bankDetails.accountHolderName"
              label="Account holder name"
              required
            />
            <BoundTextField
              control={control}
              name="bankDetails.accountNumber"
              label="Account number"
              required
              parse={digitsAndSpaces}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <FormSelectField
              control={control}
              name="bankDetails.accountType"
              label="Account type"
              required
              placeholder="Choose the account type"
              options={BANK_ACCOUNT_TYPES}
            />
          </FieldGrid>
          {premium ? (
            <Button
              sx={{ mt: 1, textAlign: 'left' }}
              onClick={() => setValue('bankDetails.source', PREMIUM_ACCOUNT_SOURCE)}
            >
              {PREMIUM_ACCOUNT_TEXTS.back(endingOf(premium))}
            </Button>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}

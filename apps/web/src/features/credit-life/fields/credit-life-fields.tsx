import { useEffect, type ReactNode } from 'react';
import { Controller, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BeneficiaryEditor } from '../../../components/beneficiaries/beneficiary-editor';
import { flattenErrors } from '../../../components/form-fields/flat-errors';
import { BoundTextField } from '../../../components/form-fields/bound-text-field';
import { MoneyField } from '../../../components/money/money-field';
import { WizardSection } from '../../../components/wizard/wizard-section';
import type { CreditLifeFamily } from '../line';
import type { CreditLifeDraft, CreditLifePersonDraft } from './credit-life-draft';
import { useProfilePerson } from './use-profile-person';

/** A form holding credit life's details under one name (a wizard's step, the standalone form). */
export type CreditLifeFormShape = FieldValues;
type Shape = { creditLife: CreditLifeDraft };

const idDigits = (text: string) => text.replace(/\D/g, '').slice(0, 13);

/** The person responsible's names and SA ID number, under `person` in the form. */
function PersonFields({ form, person }: { form: UseFormReturn<Shape>; person: string }) {
  const at = <F extends keyof CreditLifePersonDraft>(field: F) =>
    `${person}.${field}` as `creditLife.personResponsibleForFinancing.${F}`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <BoundTextField control={form.control} name={at('firstName')} label="First name" required />
      <BoundTextField control={form.control} name={at('lastName')} label="Last name" required />
      <BoundTextField
        control={form.control}
        name={at('idNumber')}
        label="SA ID number"
        required
        help="13 digits"
        parse={idDigits}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13, autoComplete: 'off' } }}
      />
    </Box>
  );
}

export interface CreditLifeFieldsProps<T extends CreditLifeFormShape> {
  family: CreditLifeFamily;
  form: UseFormReturn<T>;
  /** where the details sit in the form's values (default 'creditLife') */
  name?: string;
  /** the balance's hint, e.g. 'What you still owe on the phone, up to R100 000' */
  balanceHelp: string;
  /** under the balance, e.g. the monthly premium for it */
  balanceNote?: ReactNode;
  /** the line's own fields after the balance, e.g. an additional percentage and the amount insured */
  afterBalance?: ReactNode;
  /** the first section's title (default 'The finance') */
  title?: string;
  /**
   * When someone fills it in for the customer (the operator desk): the customer's first name for the "Me"
   * choice, the person it fills in (instead of the signed-in profile), what is said instead of the person's
   * fields when the server fills the customer in (`selfOnFile`) and the beneficiary's relation label.
   */
  forCustomer?: {
    selfLabel: string;
    self: CreditLifePersonDraft;
    selfOnFile?: string;
    relationshipLabel: string;
  };
}

/**
 * Credit life's details: the outstanding balance, the person responsible for the finance (the customer,
 * prefilled from their profile and still editable, or someone else) and the beneficiaries, whose shares
 * total 100%.
 */
export function CreditLifeFields<T extends CreditLifeFormShape>({
  family,
  form: typed,
  name = 'creditLife',
  balanceHelp,
  balanceNote,
  afterBalance,
  title = 'The finance',
  forCustomer,
}: CreditLifeFieldsProps<T>) {
  // the paths are built from `name`; typed as the default name's shape for react-hook-form
  const form = typed as unknown as UseFormReturn<Shape>;
  const at = <P extends string>(path: P) => `${name}.${path}` as `creditLife.${P}`;
  const PERSON = at('personResponsibleForFinancing');
  const profile = useProfilePerson(family, forCustomer !== undefined);
  const { me, failed } = forCustomer ? { me: forCustomer.self, failed: false } : profile;
  const creditLife = useWatch({ control: form.control, name: name as 'creditLife' });
  const submitted = form.formState.isSubmitted;
  const responsible = creditLife.responsible;
  const errors = flattenErrors(form.formState.errors);

  // "Me": the person responsible is the signed-in customer, prefilled from their profile (still editable).
  const meKey = me ? JSON.stringify(me) : null;
  useEffect(() => {
    if (responsible !== 'me' || !meKey) return;
    const profilePerson = JSON.parse(meKey) as CreditLifePersonDraft;
    const current = form.getValues(PERSON);
    if (!current.firstName && !current.lastName && !current.idNumber)
      form.setValue(PERSON, profilePerson, { shouldDirty: true });
  }, [form, meKey, responsible, PERSON]);

  const beneficiariesError = errors[at('beneficiariesDetails')];

  return (
    <>
      <WizardSection title={title}>
        <Stack spacing={2.5}>
          <Box sx={{ maxWidth: 360 }}>
            <MoneyField
              label="Outstanding balance"
              required
              valueCents={creditLife.outstandingBalance}
              onChangeCents={(cents) =>
                form.setValue(at('outstandingBalance'), cents, {
                  shouldDirty: true,
                  shouldValidate: submitted,
                })
              }
              error={errors[at('outstandingBalance')]}
              helperText={balanceHelp}
            />
            {balanceNote}
          </Box>
          {afterBalance}
          <Box>
            <FormLabel id="credit-life-responsible" sx={{ typography: 'h4', color: 'text.primary' }}>
              Who is responsible for the finance?
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="credit-life-responsible"
              value={responsible}
              onChange={(event) => {
                const next = event.target.value === 'other' ? 'other' : 'me';
                form.setValue(at('responsible'), next, { shouldDirty: true });
                form.setValue(
                  PERSON,
                  next === 'me' && me ? me : { firstName: '', lastName: '', idNumber: '' },
                  { shouldDirty: true, shouldValidate: submitted },
                );
              }}
            >
              <FormControlLabel value="me" control={<Radio />} label={forCustomer?.selfLabel ?? 'Me'} />
              <FormControlLabel value="other" control={<Radio />} label="Another person" />
            </RadioGroup>
          </Box>
          {responsible === 'me' && !me && failed ? (
            <Typography variant="body2" color="text.secondary">
              We could not read your profile: please type your names and ID number.
            </Typography>
          ) : null}
          {responsible === 'me' && forCustomer?.selfOnFile ? (
            <Typography data-testid="responsible-on-file">{forCustomer.selfOnFile}</Typography>
          ) : (
            <PersonFields form={form} person={PERSON} />
          )}
        </Stack>
      </WizardSection>
      <WizardSection
        title="Beneficiaries"
        description="Who receives what is left after the balance is settled. Their shares must add up to 100%."
      >
        <Controller
          control={form.control}
          name={at('beneficiariesDetails')}
          render={({ field }) => (
            <BeneficiaryEditor
              value={field.value}
              onChange={field.onChange}
              {...(forCustomer ? { relationshipLabel: forCustomer.relationshipLabel } : {})}
            />
          )}
        />
        {/* The editor states a problem of a list it holds; an empty list's problem is said here. */}
        {beneficiariesError && creditLife.beneficiariesDetails.length === 0 ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {beneficiariesError}
          </Alert>
        ) : null}
      </WizardSection>
    </>
  );
}

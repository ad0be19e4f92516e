import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { saDay } from '@cover/domain';
import type { Policy } from '@cover/domain/funeral';
import { FieldGrid } from '../../../../components/claims/field-grid';
import { FormMoneyField, FormSaIdField } from '../../../../components/claims/form-bound-fields';
import { ClaimPolicyField, FormSelectField } from '../../../../components/claims/form-select-field';
import { claimPolicyOption } from '../../../../components/claims/claimable-policy';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { formatMoney } from '../../../../components/money/format-money';
import { SectionCard } from '../../../../components/policies/section-card';
import { CLAIM_FORM_MESSAGES, claimOutlook, coverLimit, memberOptions, type ClaimDraft } from './claim-draft';

const COVER_STATUS = {
  ACTIVE: { severity: 'success', text: 'active' },
  GRACE: { severity: 'warning', text: 'in the grace period of a missed premium' },
  NOT_COVERED: { severity: 'error', text: 'not in force' },
} as const;

/**
 * Choosing a policy clears the member; choosing the member fills in their names and ID number.
 */
function useMemberChoice(policies: readonly Policy[]) {
  const { watch, setValue, getValues, getFieldState, formState } = useFormContext<ClaimDraft>();
  const revalidate = formState.isSubmitted;
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'policyId') setValue('funeralClaimBlock.memberId', '');
      if (name !== 'funeralClaimBlock.memberId') return;
      const policy = policies.find((entry) => entry.policyId === values.policyId);
      const chosen = policy
        ? memberOptions(policy).find((entry) => entry.memberId === values.funeralClaimBlock?.memberId)
        : undefined;
      // once errors show, a field filled in is checked at once (so an error it puts right goes)
      const fill = (field: 'firstName' | 'lastName' | 'saId', value: string) =>
        setValue(field, value, { shouldValidate: revalidate || Boolean(getFieldState(field).error) });
      fill('firstName', chosen?.firstName ?? '');
      fill('lastName', chosen?.lastName ?? '');
      fill('saId', chosen ? chosen.saId : getValues('saId'));
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues, getFieldState, policies, revalidate]);
}

/** Policy, the member who passed away, the date and cause of death, the amount, and what to expect. */
export function DeceasedSection({ policies }: { policies: readonly Policy[] }) {
  const { control } = useFormContext<ClaimDraft>();
  const [policyId, block] = useWatch({ control, name: ['policyId', 'funeralClaimBlock'] });
  useMemberChoice(policies);
  const policy = policies.find((entry) => entry.policyId === policyId);
  const members = policy ? memberOptions(policy) : [];
  const member = members.find((entry) => entry.memberId === block.memberId);
  const limit = coverLimit(policies, { policyId, funeralClaimBlock: block });
  const outlook = policy ? claimOutlook(policy, block) : null;
  const today = saDay(new Date());

  return (
    <SectionCard title="Who passed away" headerGap={2}>
      <FieldGrid>
        <ClaimPolicyField
          control={control}
          options={policies.map((entry) => claimPolicyOption(entry, entry.policyNumber))}
        />
        <FormSelectField
          control={control}
          name="funeralClaimBlock.memberId"
          label="Covered member"
          required
          placeholder="Choose the member"
          options={members.map((entry) => ({ value: entry.memberId, label: entry.label }))}
        />
        <BoundTextField control={control} name="firstName" label="First name of the deceased" required />
        <BoundTextField control={control} name="lastName" label="Last name of the deceased" required />
        <FormSaIdField control={control} name="saId" label="SA ID number of the deceased" required />
        <BoundTextField
          control={control}
          name="funeralClaimBlock.dateOfDeath"
          label="Date of death"
          type="date"
          required
          help={CLAIM_FORM_MESSAGES.dateHint}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <FormControl>
          <FormLabel id="cause-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
            Cause of death
          </FormLabel>
          <Controller
            control={control}
            name="funeralClaimBlock.causeOfDeath"
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby="cause-label"
                name={field.name}
                value={field.value}
                onChange={(event) =>
                  field.onChange(event.target.value === 'accidental' ? 'accidental' : 'natural')
                }
              >
                <FormControlLabel value="natural" control={<Radio />} label="Natural" />
                <FormControlLabel value="accidental" control={<Radio />} label="Accidental" />
              </RadioGroup>
            )}
          />
        </FormControl>
        <BoundTextField
          control={control}
          name="funeralClaimBlock.placeOfDeath"
          label="Place of death (optional)"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FormMoneyField
          control={control}
          name="amount"
          label="Amount claimed"
          required
          maxCents={limit ?? undefined}
        />
      </FieldGrid>
      {outlook && member ? (
        <Box sx={{ mt: 1, display: 'grid', gap: 1 }} data-testid="claim-outlook">
          <Alert severity={COVER_STATUS[outlook.coverStatus].severity}>
            Cover status: {COVER_STATUS[outlook.coverStatus].text}.
            {limit !== null
              ? ` Cover for this member: ${formatMoney(limit)} (${block.causeOfDeath} death).`
              : ''}
          </Alert>
          {outlook.withinWaitingPeriod ? (
            <Alert severity="warning">Waiting period: {outlook.notice}</Alert>
          ) : null}
        </Box>
      ) : null}
    </SectionCard>
  );
}

import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { familyAgeErrors, MEMBER_AGE_MESSAGES, SPOUSE_AGE, type PolicyDetail } from '@cover/domain/funeral';
import { PersonDetailsFields } from '../../../../components/person/person-details-fields';
import { PricedChangeForm, type PricedChangeState } from '../../../../components/policies/priced-change-form';
import { premiumConsentFor } from '../premium-consent-for';
import { AddedLifeNotes } from './added-life-notes';
import { dateOfBirthOf, emptyPerson, type PersonDraft } from './member-drafts';
import { newPersonSchema, toNewPersonInput } from './new-person-rules';

/** A spouse is covered from 18 to 64 (spec 002 §5): the domain's rule, told at the date of birth. */
const spouseSchema = newPersonSchema.superRefine((spouse, ctx) => {
  const dateOfBirth = dateOfBirthOf(spouse);
  if (!dateOfBirth) return;
  const errors = familyAgeErrors({ spouse: { dateOfBirth }, children: [], extendedFamily: [] });
  const [problem] = errors;
  if (problem) ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem.message });
});

const addSpouseSchema = z.object({ spouse: spouseSchema });
type AddSpouseValues = { spouse: PersonDraft };

/** Where the spouse's details sit in the form (the server's field paths too). */
const SPOUSE_PATHS = {
  firstName: 'spouse.firstName',
  lastName: 'spouse.lastName',
  idNumber: 'spouse.idNumber',
  dateOfBirth: 'spouse.dateOfBirth',
} as const;

/** The ID number's age band: a spouse's must say 18 to 64. */
const SPOUSE_BAND = {
  minAge: SPOUSE_AGE.min,
  maxAge: SPOUSE_AGE.max,
  ageMessage: MEMBER_AGE_MESSAGES.spouse,
};

/** A new spouse as the edit_policy_details change (and the retail editPolicyDetails call) takes them. */
export type NewSpouseInput = ReturnType<typeof toNewPersonInput>;

type PreviewOutcome = { ok: true } | { ok: false; problem: { fields?: Record<string, string> } };

/** The priced change that adds the spouse: the retail editPolicyDetails call, or the employee's alteration. */
export interface AddSpouseChange extends PricedChangeState {
  problem?: { message: string } | null;
  requestPreview: (change: { spouse: NewSpouseInput }) => Promise<PreviewOutcome>;
}

const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * Add a spouse to a policy of any audience that covers none: their details as the application asks them,
 * the priced preview (the new premium, their own waiting period), then applied through `change` with the
 * payment consent for the new premium. The server's field problems land on their fields.
 */
export function AddSpouseForm({ policy, change }: { policy: PolicyDetail; change: AddSpouseChange }) {
  const form = useForm<AddSpouseValues>({
    resolver: zodResolver(addSpouseSchema),
    defaultValues: { spouse: { ...emptyPerson(), lastName: policy.module.mainMember.lastName ?? '' } },
  });
  const { spouse } = policy.module;
  if (spouse)
    return <Alert severity="info">{`Your policy already covers your spouse, ${fullName(spouse)}.`}</Alert>;
  const submit = form.handleSubmit(async (values) => {
    const outcome = await change.requestPreview({ spouse: toNewPersonInput(values.spouse) });
    if (outcome.ok) return;
    for (const [path, message] of Object.entries(outcome.problem.fields ?? {})) {
      const field = /(?:^|\.)spouse\.(firstName|lastName|idNumber|dateOfBirth)$/.exec(path)?.[1];
      if (field) form.setError(`spouse.${field}` as Path<AddSpouseValues>, { type: 'server', message });
    }
  });
  return (
    <PricedChangeForm
      change={change}
      confirmLabel="Add my spouse"
      consentFor={premiumConsentFor(policy)}
      previewDetails={<AddedLifeNotes policy={policy} who="Your spouse has" />}
      problem={change.problem?.message}
      onSubmit={submit}
    >
      <Typography color="text.secondary">
        A spouse is covered from {SPOUSE_AGE.min} to {SPOUSE_AGE.max}, for the same amount as you.
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label="Your spouse">
        <PersonDetailsFields form={form} idOptional idNumber={SPOUSE_BAND} names={SPOUSE_PATHS} />
      </Paper>
    </PricedChangeForm>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Policy } from '@cover/domain';
import { SaIdField } from '../../identity-fields/sa-id-field';
import { MoneyField } from '../../money/money-field';
import { formatMoney } from '../../money/format-money';
import { claimOutlook, memberOptions, type ClaimDraft } from './claim-draft';

export interface DeceasedSectionProps {
  policies: readonly Policy[];
  draft: ClaimDraft;
  onChange: (draft: ClaimDraft) => void;
  errors: Record<string, string>;
}

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Policy, the member who passed away, the date and cause of death, the amount, and what to expect. */
export function DeceasedSection({ policies, draft, onChange, errors }: DeceasedSectionProps) {
  const policy = policies.find((entry) => entry.policyId === draft.policyId);
  const members = policy ? memberOptions(policy) : [];
  const member = members.find((entry) => entry.memberId === draft.memberId);
  const limit = member
    ? draft.causeOfDeath === 'accidental'
      ? member.accidentalCoverAmount
      : member.coverAmount
    : null;
  const outlook = policy ? claimOutlook(policy, draft) : null;
  const block = (field: string) => errors[`funeralClaimBlock.${field}`];
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="deceased-title"
    >
      <Typography id="deceased-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        Who passed away
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Policy"
          required
          value={draft.policyId}
          onChange={(event) => onChange({ ...draft, policyId: event.target.value, memberId: '' })}
          error={Boolean(errors.policyId)}
          helperText={errors.policyId ?? ' '}
          slotProps={native}
        >
          <option value="" disabled>
            Choose a policy
          </option>
          {policies.map((entry) => (
            <option key={entry.policyId} value={entry.policyId}>
              {entry.policyNumber}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Covered member"
          required
          value={draft.memberId}
          onChange={(event) => {
            const chosen = members.find((entry) => entry.memberId === event.target.value);
            onChange({
              ...draft,
              memberId: event.target.value,
              firstName: chosen?.firstName ?? '',
              lastName: chosen?.lastName ?? '',
              saId: chosen?.saId ?? draft.saId,
            });
          }}
          error={Boolean(block('memberId'))}
          helperText={block('memberId') ?? ' '}
          slotProps={native}
        >
          <option value="" disabled>
            Choose the member
          </option>
          {members.map((entry) => (
            <option key={entry.memberId} value={entry.memberId}>
              {entry.label}
            </option>
          ))}
        </TextField>
        <TextField
          label="First name of the deceased"
          required
          value={draft.firstName}
          onChange={(event) => onChange({ ...draft, firstName: event.target.value })}
          error={Boolean(errors.firstName)}
          helperText={errors.firstName ?? ' '}
        />
        <TextField
          label="Last name of the deceased"
          required
          value={draft.lastName}
          onChange={(event) => onChange({ ...draft, lastName: event.target.value })}
          error={Boolean(errors.lastName)}
          helperText={errors.lastName ?? ' '}
        />
        <SaIdField
          label="SA ID number of the deceased"
          required
          value={draft.saId}
          onChange={(value) => onChange({ ...draft, saId: value })}
          error={errors.saId}
        />
        <TextField
          label="Date of death"
          type="date"
          required
          value={draft.dateOfDeath}
          onChange={(event) => onChange({ ...draft, dateOfDeath: event.target.value })}
          error={Boolean(block('dateOfDeath'))}
          helperText={block('dateOfDeath') ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <FormControl>
          <FormLabel id="cause-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
            Cause of death
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="cause-label"
            value={draft.causeOfDeath}
            onChange={(event) =>
              onChange({
                ...draft,
                causeOfDeath: event.target.value === 'accidental' ? 'accidental' : 'natural',
              })
            }
          >
            <FormControlLabel value="natural" control={<Radio />} label="Natural" />
            <FormControlLabel value="accidental" control={<Radio />} label="Accidental" />
          </RadioGroup>
        </FormControl>
        <TextField
          label="Place of death (optional)"
          value={draft.placeOfDeath}
          onChange={(event) => onChange({ ...draft, placeOfDeath: event.target.value })}
          helperText=" "
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <MoneyField
          label="Amount claimed"
          required
          valueCents={draft.amount}
          onChangeCents={(amount) => onChange({ ...draft, amount })}
          maxCents={limit ?? undefined}
          error={errors.amount}
        />
      </Box>
      {outlook && member ? (
        <Box sx={{ mt: 1, display: 'grid', gap: 1 }} data-testid="claim-outlook">
          <Alert
            severity={
              outlook.coverStatus === 'ACTIVE'
                ? 'success'
                : outlook.coverStatus === 'GRACE'
                  ? 'warning'
                  : 'error'
            }
          >
            Cover status:{' '}
            {outlook.coverStatus === 'ACTIVE'
              ? 'active'
              : outlook.coverStatus === 'GRACE'
                ? 'in the grace period of a missed premium'
                : 'not in force'}
            .
            {limit !== null
              ? ` Cover for this member: ${formatMoney(limit)} (${draft.causeOfDeath} death).`
              : ''}
          </Alert>
          {outlook.withinWaitingPeriod ? (
            <Alert severity="warning">Waiting period: {outlook.notice}</Alert>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}

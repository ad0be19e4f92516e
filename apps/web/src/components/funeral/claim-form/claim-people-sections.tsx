import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BANK_ACCOUNT_TYPES, CLAIMANT_RELATIONS, SA_BANKS } from '@cover/domain';
import { PhoneField } from '../../identity-fields/phone-field';
import { SaIdField } from '../../identity-fields/sa-id-field';
import type { ClaimDraft } from './claim-draft';

interface SectionProps {
  draft: ClaimDraft;
  onChange: (draft: ClaimDraft) => void;
  errors: Record<string, string>;
}

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The person claiming: names, ID number, relation to the deceased and contacts. */
export function ClaimantSection({ draft, onChange, errors }: SectionProps) {
  const set = (field: keyof ClaimDraft['claimant'], value: string) =>
    onChange({ ...draft, claimant: { ...draft.claimant, [field]: value } });
  const error = (field: string) => errors[`claimant.${field}`];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="claimant-title"
    >
      <Typography id="claimant-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        Who is claiming
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Your first name"
          required
          value={draft.claimant.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={Boolean(error('firstName'))}
          helperText={error('firstName') ?? ' '}
        />
        <TextField
          label="Your last name"
          required
          value={draft.claimant.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={Boolean(error('lastName'))}
          helperText={error('lastName') ?? ' '}
        />
        <SaIdField
          label="Your SA ID number"
          required
          value={draft.claimant.idNumber}
          onChange={(value) => set('idNumber', value)}
          error={error('idNumber')}
        />
        <TextField
          select
          label="Your relation to the deceased"
          required
          value={draft.claimant.relation}
          onChange={(event) => set('relation', event.target.value)}
          error={Boolean(error('relation'))}
          helperText={error('relation') ?? ' '}
          slotProps={native}
        >
          <option value="" disabled>
            Choose a relation
          </option>
          {CLAIMANT_RELATIONS.map((relation) => (
            <option key={relation.value} value={relation.value}>
              {relation.label}
            </option>
          ))}
        </TextField>
        <PhoneField
          label="Your mobile number"
          required
          value={draft.claimant.mobile}
          onChange={(value) => set('mobile', value)}
          error={error('mobile')}
        />
        <TextField
          label="Your email (optional)"
          type="email"
          value={draft.claimant.email}
          onChange={(event) => set('email', event.target.value)}
          error={Boolean(error('email'))}
          helperText={error('email') ?? ' '}
        />
      </Box>
    </Paper>
  );
}

/** Where the benefit is paid: bank (its universal branch code), account holder, number and type. */
export function PayoutSection({ draft, onChange, errors }: SectionProps) {
  const set = (field: keyof ClaimDraft['bank'], value: string) =>
    onChange({ ...draft, bank: { ...draft.bank, [field]: value } });
  const error = (field: string) => errors[`bankDetails.${field}`];
  const branch = SA_BANKS.find((bank) => bank.value === draft.bank.bankName)?.branchCode ?? '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="payout-title">
      <Typography id="payout-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        Where to pay the benefit
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Bank"
          required
          value={draft.bank.bankName}
          onChange={(event) => set('bankName', event.target.value)}
          error={Boolean(error('bankName'))}
          helperText={error('bankName') ?? (branch ? `Branch code ${branch}` : ' ')}
          slotProps={native}
        >
          <option value="" disabled>
            Choose the bank
          </option>
          {SA_BANKS.map((bank) => (
            <option key={bank.value} value={bank.value}>
              {bank.label}
            </option>
          ))}
        </TextField>
        <TextField
          label="Account holder name"
          required
          value={draft.bank.accountHolderName}
          onChange={(event) => set('accountHolderName', event.target.value)}
          error={Boolean(error('accountHolderName'))}
          helperText={error('accountHolderName') ?? ' '}
        />
        <TextField
          label="Account number"
          required
          value={draft.bank.accountNumber}
          onChange={(event) => set('accountNumber', event.target.value.replace(/[^\d\s]/g, ''))}
          error={Boolean(error('accountNumber'))}
          helperText={error('accountNumber') ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <TextField
          select
          label="Account type"
          required
          value={draft.bank.accountType}
          onChange={(event) => set('accountType', event.target.value)}
          error={Boolean(error('accountType'))}
          helperText={error('accountType') ?? ' '}
          slotProps={native}
        >
          <option value="" disabled>
            Choose the account type
          </option>
          {BANK_ACCOUNT_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </TextField>
      </Box>
    </Paper>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CLAIM_DISPLAY_VALUES, statusLabel, type ClaimDisplayValue } from '@cover/domain';
import { matchesStatusFilter, statusFilterOptions } from '../policies/status-filter';
import { customerClaimStatus } from './claim-status';
import type { SelectOption } from './form-select-field';

const isClaimDisplayValue = (value: string): value is ClaimDisplayValue =>
  CLAIM_DISPLAY_VALUES.some((shown) => shown === value);

/**
 * The claim list's filters: a policy (asked of the server) and a status as the claims show it (Pending,
 * On hold, Final check, Approved, Declined, Paid). A shown status spans several stages of
 * the claim (an approved claim may be in review or awaiting payout), so it is matched on the claims' own
 * statusDisplayValue rather than asked of the server.
 */
export function useClaimFilters() {
  const [policyId, setPolicyId] = useState('');
  const [status, setStatus] = useState<ClaimDisplayValue | ''>('');
  return {
    policyId,
    status,
    setPolicyId,
    setStatus: (value: string) => setStatus(isClaimDisplayValue(value) ? value : ''),
    /** the filters of the list query */
    query: policyId ? { policyId } : {},
    /** whether a claim shows the chosen status */
    matches: (claim: { statusDisplayValue: string }) => matchesStatusFilter(claim.statusDisplayValue, status),
    /** whether any filter is set (an empty list then means 'nothing matches') */
    active: policyId !== '' || status !== '',
  };
}

export type ClaimFilters = ReturnType<typeof useClaimFilters>;

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the first choice, which filters nothing out */
  all: string;
  options: readonly SelectOption[];
  width: number;
}

function FilterSelect({ label, value, onChange, all, options, width }: FilterSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Every status a claim can show (its chip), in the chip's words (the customer's: customerClaimStatus). */
export const CLAIM_STATUS_OPTIONS = statusFilterOptions(CLAIM_DISPLAY_VALUES).map((option) => ({
  ...option,
  label: statusLabel(customerClaimStatus(option.value)),
}));

export interface ClaimFilterBarProps {
  filters: ClaimFilters;
  /** the policies to filter by */
  policies: readonly { policyId: string; policyNumber: string }[];
}

/** The filter controls of a claim list (a search landmark): the policy and the status. */
export function ClaimFilterBar({ filters, policies }: ClaimFilterBarProps) {
  return (
    <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
      <FilterSelect
        label="Policy"
        value={filters.policyId}
        onChange={filters.setPolicyId}
        all="All policies"
        options={policies.map((policy) => ({ value: policy.policyId, label: policy.policyNumber }))}
        width={240}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={filters.setStatus}
        all="All statuses"
        options={CLAIM_STATUS_OPTIONS}
        width={220}
      />
    </Box>
  );
}

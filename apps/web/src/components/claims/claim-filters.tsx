import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CLAIM_STATUSES, statusDisplayValue, type ClaimStatus } from '@cover/domain';
import type { SelectOption } from './form-select-field';

const isClaimStatus = (value: string): value is ClaimStatus =>
  CLAIM_STATUSES.some((status) => status === value);

/** The claim list's filters (a policy and a status, both asked of the server). */
export function useClaimFilters() {
  const [policyId, setPolicyId] = useState('');
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  return {
    policyId,
    status,
    setPolicyId,
    setStatus: (value: string) => setStatus(isClaimStatus(value) ? value : ''),
    /** the filters of the list query */
    query: { ...(policyId ? { policyId } : {}), ...(status ? { status } : {}) },
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

const STATUS_OPTIONS = CLAIM_STATUSES.map((value) => ({ value, label: statusDisplayValue(value) }));

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
        options={STATUS_OPTIONS}
        width={220}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { POLICY_STATUSES, type PolicyStatus } from '@cover/domain';
import { anyText, oneOf, useSearchParamState } from '../../lib/search-param-state';
import { NativeOptions } from './native-options';
import type { PolicyHeadline } from './policy-card';
import { statusFilterOptions } from './status-filter';

/** Every status a policy can have (and so a policy list can show), as its chip shows it. */
export const POLICY_STATUS_OPTIONS = statusFilterOptions(POLICY_STATUSES);

/**
 * The list filters: a status (asked of the server), a policy number and 'recently updated only', kept in
 * the address (`?status=…&number=…&recent=yes`) so a refresh or coming back shows the same list.
 */
export function usePolicyFilters() {
  const [status, setStatus] = useSearchParamState<PolicyStatus>('status', oneOf(POLICY_STATUSES));
  const [search, setSearch] = useSearchParamState('number', anyText);
  const [recent, setRecent] = useSearchParamState('recent', oneOf(['yes'] as const));
  const recentOnly = recent === 'yes';
  const needle = search.trim().toLowerCase();
  return {
    status,
    search,
    recentOnly,
    setStatus: (value: string) => setStatus(oneOf(POLICY_STATUSES)(value)),
    setSearch,
    setRecentOnly: (value: boolean) => setRecent(value ? 'yes' : ''),
    /** the server's filter of the list query */
    query: status ? { status } : {},
    /** whether any filter is set (an empty list then means 'nothing matches') */
    active: status !== '' || recentOnly || needle !== '',
    matches: (policy: PolicyHeadline) =>
      (!recentOnly || policy.recentlyUpdated) &&
      (needle === '' || policy.policyNumber.toLowerCase().includes(needle)),
  };
}

export type PolicyFilters = ReturnType<typeof usePolicyFilters>;

/** The filter controls of a policy list (a search landmark). */
export function PolicyFilterBar({ filters }: { filters: PolicyFilters }) {
  return (
    <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}>
      <TextField
        select
        label="Status"
        value={filters.status}
        onChange={(event) => filters.setStatus(event.target.value)}
        sx={{ width: { xs: '100%', sm: 200 } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <NativeOptions blank="All statuses" options={POLICY_STATUS_OPTIONS} />
      </TextField>
      <TextField
        label="Policy number"
        value={filters.search}
        onChange={(event) => filters.setSearch(event.target.value)}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.recentOnly}
            onChange={(event) => filters.setRecentOnly(event.target.checked)}
          />
        }
        label="Recently updated only"
      />
    </Box>
  );
}

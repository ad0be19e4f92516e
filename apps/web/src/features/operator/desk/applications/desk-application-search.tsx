import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { APPLICATION_SHOWN_STATUSES, type ApplicationShownStatus } from '@cover/domain';
import { deskApplicationSearchInputSchema } from '@cover/domain/motor';
import { oneOf } from '../../../../lib/search-param-state';

const shownStatus = oneOf(APPLICATION_SHOWN_STATUSES);

const searchOf = (state: unknown): string => {
  const value = (state as { deskSearch?: unknown } | null)?.deskSearch;
  return typeof value === 'string' ? value : '';
};

/**
 * The desk list's status filter and search (QA H2 finding 1). The status is in the address (a refresh or a
 * shared link shows the same list); what the operator searched for (a name, a salary reference number) is
 * only in the history entry's state, never in the address, so coming back from an application shows the
 * same search without it ever reaching a log or the browser's history list.
 */
export function useDeskListState() {
  const location = useLocation();
  const navigate = useNavigate();
  const status = shownStatus(new URLSearchParams(location.search).get('status') ?? '');
  const search = searchOf(location.state);
  const go = (nextStatus: ApplicationShownStatus | '', nextSearch: string) => {
    const params = new URLSearchParams(location.search);
    if (nextStatus) params.set('status', nextStatus);
    else params.delete('status');
    const query = params.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
      { replace: true, state: nextSearch ? { deskSearch: nextSearch } : null },
    );
  };
  return {
    status,
    search,
    setStatus: (next: ApplicationShownStatus | '') => go(next, search),
    setSearch: (next: string) => go(status, next),
  };
}

const searchField = deskApplicationSearchInputSchema.shape.search;

/** The search box: checked with the shared schema before anything is asked of the server. */
export function DeskApplicationSearch({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const [typed, setTyped] = useState(search);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = searchField.safeParse(typed);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    onSearch(parsed.data);
  };
  const clear = () => {
    setTyped('');
    setProblem(null);
    onSearch('');
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Search your applications"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 3 }}
    >
      <TextField
        type="search"
        label="Find an application"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={problem !== null}
        helperText={
          problem ??
          'By the employee’s name, salary reference number or application number, e.g. Thabo Mokoena, 100234 or APP-2026-000042'
        }
        autoComplete="off"
        sx={{ flex: '1 1 320px' }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Search
      </Button>
      {search ? (
        <Button type="button" variant="text" onClick={clear} sx={{ mt: 1 }}>
          Clear the search
        </Button>
      ) : null}
    </Box>
  );
}

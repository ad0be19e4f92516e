import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { backofficeSearchQuerySchema, type BackofficeSearchResult } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { readApiError } from '../../../lib/api-error';
import { useLazySearchBackofficeQuery } from '../api/backoffice-api';
import { RecordList } from '../components/record-list';
import { StaffStatusChip } from '../components/staff-status-chip';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

const KIND_LABELS: Record<BackofficeSearchResult['kind'], string> = {
  policy: 'Policy',
  claim: 'Claim',
  application: 'Application',
  pre_inspection: 'Pre-inspection',
};

/** Where a search result opens in the console. */
export function resultPath(result: Pick<BackofficeSearchResult, 'kind' | 'id'>): string {
  switch (result.kind) {
    case 'policy':
      return BACKOFFICE_PATHS.policy(result.id);
    case 'claim':
      return BACKOFFICE_PATHS.claim(result.id);
    case 'application':
      return BACKOFFICE_PATHS.application(result.id);
    case 'pre_inspection':
      return BACKOFFICE_PATHS.preInspection(result.id);
  }
}

/** The term a console entry was searched with: its history state's, or an older link's `?q=`. */
const searchedOf = (state: unknown, search: string): string => {
  const kept = (state as { consoleSearch?: unknown } | null)?.consoleSearch;
  return typeof kept === 'string' ? kept : (new URLSearchParams(search).get('q') ?? '');
};

/**
 * One box for a policy, claim, ID, mobile, registration or IMEI number, or a name (exact matches). The term lives in the history
 * entry's state, so going back to the console shows the same results, but never in the address, where an ID
 * number would stay in the browser's history and any proxy's log (QA walk 11 no. 7); a link still carrying
 * `?q=` is searched and its address replaced by one without it.
 */
export function ConsoleSearch() {
  const fieldId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const asked = searchedOf(location.state, location.search);
  const searchFor = (q: string) =>
    void navigate({ pathname: location.pathname, hash: location.hash }, { state: { consoleSearch: q } });
  const [text, setText] = useState(asked);
  const [error, setError] = useState<string | null>(null);
  const [search, found] = useLazySearchBackofficeQuery();

  useEffect(() => {
    if (asked) void search({ q: asked });
  }, [asked, search]);

  const inAddress = new URLSearchParams(location.search).has('q');
  useEffect(() => {
    if (inAddress)
      void navigate(
        { pathname: location.pathname, hash: location.hash },
        { replace: true, state: { consoleSearch: asked } },
      );
  }, [inAddress, asked, location.pathname, location.hash, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = backofficeSearchQuerySchema.safeParse({ q: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    if (parsed.data.q === asked) void search({ q: asked });
    else searchFor(parsed.data.q);
  };

  const results = found.data?.results ?? [];
  const current = asked && found.originalArgs?.q === asked;
  return (
    <Box component="section" aria-labelledby={`${fieldId}-heading`} sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography id={`${fieldId}-heading`} variant="h4" component="h2" sx={{ mb: 1.5 }}>
        Find a record
      </Typography>
      <Stack
        component="form"
        role="search"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <TextField
          id={fieldId}
          label="Policy, claim, ID, mobile, registration or IMEI number, or a name"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(error)}
          helperText={
            error ??
            'Exact matches only, e.g. FUN-2026-000123, APP-2026-000045, CA 123-456, 082 123 4567 or Thandi Nkosi'
          }
          fullWidth
          slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 56, px: 4, flexShrink: 0 }}>
          Search
        </Button>
      </Stack>
      {current && found.isFetching ? <LoadingState label="Searching" lines={2} /> : null}
      {current && !found.isFetching && found.isError ? (
        <ErrorState message={readApiError(found.error).message} onRetry={() => void search({ q: asked })} />
      ) : null}
      {current && !found.isFetching && found.isSuccess && results.length === 0 ? (
        <EmptyState title={`Nothing matches “${asked}”`}>
          Check the number. A policy or claim number must be complete; an ID number has 13 digits.
        </EmptyState>
      ) : null}
      {current && !found.isFetching && results.length > 0 ? (
        <RecordList
          label={`Results for ${asked}`}
          rows={results.map((result) => ({
            id: `${result.kind}:${result.id}`,
            to: resultPath(result),
            title: `${KIND_LABELS[result.kind]} ${result.title}`,
            status: <StaffStatusChip label={result.status} />,
            detail: result.subtitle,
          }))}
        />
      ) : null}
    </Box>
  );
}

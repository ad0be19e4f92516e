import { Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { MAX_EXTENDED_FAMILY_PER_QUOTE } from '@cover/domain/funeral';
import { LoadingState } from '../../../../components/async-state/async-state';
import { CODE_DOWNLOAD_FAILED, CodeDownloadBoundary } from '../../../../components/code-download-boundary';
import { lazyWithPreload } from '../../../../lib/lazy-with-preload';
import { prefetchWhenIdle } from '../../../../lib/when-idle';
import type { CalculatorRelativesProps } from './calculator-relative-rows';

const relativeRows = lazyWithPreload(() =>
  import('./calculator-relative-rows').then((module) => module.CalculatorRelativeRows),
);

/** The rows' code downloads by then even on a page that never falls idle. */
const ROWS_IDLE_TIMEOUT_MS = 3000;

let next = 0;

/**
 * Extended family for the calculator: relation, age and cover option of each relative. The rows' code
 * downloads once the page is up and idle, so an "Add" finds it there (with the data saver on, at the first
 * "Add"); if the connection dropped, the page says so and offers to try again, and nothing typed is lost
 * (the relatives are the calculator's state).
 */
export function CalculatorRelatives({ relatives, onChange, errors, onTouch }: CalculatorRelativesProps) {
  const [unavailable, setUnavailable] = useState(false);
  const [retries, setRetries] = useState(0);
  useEffect(() => prefetchWhenIdle(() => void relativeRows.preload(), ROWS_IDLE_TIMEOUT_MS), []);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {relatives.length > 0 ? (
        <CodeDownloadBoundary
          resetKey={retries}
          onUnavailable={() => {
            relativeRows.retryAfterFailure();
            setUnavailable(true);
          }}
        >
          <Suspense fallback={<LoadingState label="Loading your extended family" lines={1} />}>
            <relativeRows.Component
              relatives={relatives}
              onChange={onChange}
              errors={errors}
              onTouch={onTouch}
            />
          </Suspense>
        </CodeDownloadBoundary>
      ) : null}
      {unavailable ? (
        <Alert severity="warning">
          {CODE_DOWNLOAD_FAILED}
          <Box>
            <Button
              color="inherit"
              size="small"
              sx={{ mt: 0.5, ml: -0.5 }}
              onClick={() => {
                setUnavailable(false);
                setRetries((count) => count + 1);
              }}
            >
              Try again
            </Button>
          </Box>
        </Alert>
      ) : null}
      {relatives.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Parents, in-laws, brothers, sisters, grandparents and others up to age 74.
        </Typography>
      ) : null}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={relatives.length >= MAX_EXTENDED_FAMILY_PER_QUOTE}
          onClick={() =>
            onChange([
              ...relatives,
              { key: `r${(next += 1)}`, relationship: 'mother', age: '', coverageOption: 'A' },
            ])
          }
        >
          Add extended family
        </Button>
      </Box>
    </Box>
  );
}

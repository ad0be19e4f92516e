import { Suspense, lazy } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorBoundary } from '../error-boundary';
import type { LicenceDiscScannerProps } from './licence-disc-scanner';

const LicenceDiscScanner = lazy(() =>
  import('./licence-disc-scanner').then((module) => ({ default: module.LicenceDiscScanner })),
);

export const SCANNER_UNAVAILABLE_MESSAGE = 'The disc scanner could not load. Please type the details.';

/**
 * The licence disc scan button, its code loaded after the page (and the barcode reader only when a scan
 * starts). If that code cannot be downloaded, the user is told to type the details; the form is untouched.
 */
export function LicenceDiscScanButton<Fields>(props: LicenceDiscScannerProps<Fields>) {
  return (
    <ErrorBoundary
      fallback={() => (
        <Typography role="status" variant="body2" color="text.secondary">
          {SCANNER_UNAVAILABLE_MESSAGE}
        </Typography>
      )}
    >
      <Suspense
        fallback={
          <Button variant="outlined" disabled>
            Scan licence disc
          </Button>
        }
      >
        {/* React.lazy keeps no type parameters: the props are the scanner's own, for the same Fields. */}
        <LicenceDiscScanner {...(props as LicenceDiscScannerProps<unknown>)} />
      </Suspense>
    </ErrorBoundary>
  );
}

import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { store } from '../../app/app-store';
import { LoadingState } from '../../components/async-state/async-state';
import { ErrorBoundary } from '../../components/error-boundary';
import { oncePageIsUp } from '../../lib/hydration/once-page-is-up';
import { MOTOR_DETAILS } from './product-details';
import { ProductPage, callbackLink } from './product-page';

/**
 * The valuation guide, the estimate and their rules load once the page is up: the page itself stays light,
 * and their ~55 modules do not hold up its first answer to a tap (the prerendered form shows meanwhile).
 */
const MotorEstimate = lazy(() =>
  oncePageIsUp()
    .then(() => import('../motor/shared/quote/motor-estimate'))
    .then((module) => {
      module.lookUpMakesEarly(store);
      return { default: module.MotorEstimate };
    }),
);

function AskConsultant() {
  return (
    <Button
      component={RouterLink}
      to={callbackLink('motor')}
      variant="outlined"
      size="large"
      startIcon={<PhoneInTalkIcon />}
      aria-label="Ask a consultant about motor insurance"
    >
      Ask a consultant
    </Button>
  );
}

/**
 * The motor page's way to buy: the vehicle's value from the valuation guide and a public estimate, then
 * "Get covered" into the registration wizard; a consultant's call back stays the second choice.
 */
function MotorBuy() {
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Find your car or motorcycle in the valuation guide to see what it is worth, answer a few questions and
        see your premium and the excess on a claim. Then take out cover online. Prefer to talk it through? A
        consultant can call you back.
      </Typography>
      <ErrorBoundary
        fallback={() => (
          <Alert severity="info" role="note">
            The motor quote could not load. Please try again later, or ask a consultant to call you back.
          </Alert>
        )}
      >
        <Suspense fallback={<LoadingState label="Loading the motor quote" />}>
          <MotorEstimate />
        </Suspense>
      </ErrorBoundary>
      <Stack direction={{ xs: 'column', sm: 'row' }}>
        <AskConsultant />
      </Stack>
    </Stack>
  );
}

/** /motor: motor insurance, its valuation and estimate, and the way into the registration wizard. */
export function MotorCoverPage() {
  return <ProductPage details={MOTOR_DETAILS} buy={<MotorBuy />} />;
}

import { useSearchParams } from 'react-router';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HomeCallbackSuccess } from './home-callback-success';
import { DeferredCallbackForm } from '../../../components/callback/deferred-callback-form';
import {
  callbackFormReopened,
  selectCallbackReference,
  selectCallbackSuccess,
  type CallbackState,
} from '../../../components/callback/callback-slice';

/** The home page's call back request. Its success panel is its own (callback.homeSuccess). */
export function CallbackSection() {
  const dispatch = useDispatch();
  const [searchParams] = useSearchParams();
  // Checked against the product list inside the form, so this page does not load the validation code.
  const defaultProduct = searchParams.get('product') ?? undefined;
  const success = useSelector((state: { callback: CallbackState }) => selectCallbackSuccess(state, 'home'));
  const reference = useSelector((state: { callback: CallbackState }) =>
    selectCallbackReference(state, 'home'),
  );

  return (
    <Box component="section" id="callback" aria-labelledby="callback-title" sx={{ scrollMarginTop: 72 }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}
        >
          <div>
            <Typography id="callback-title" variant="h2">
              Talk to a consultant
            </Typography>
            <Typography sx={{ mt: 1.5 }} color="text.secondary">
              Not sure which cover is right for you? Leave your number and one of our accredited consultants
              will call you back, answer your questions and give you a quote. The call is free and you are
              under no obligation to buy.
            </Typography>
            <Typography variant="body2" sx={{ mt: 2 }} color="text.secondary">
              We call on working days between 08:00 and 19:00.
            </Typography>
          </div>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            {success ? (
              <HomeCallbackSuccess
                reference={reference}
                onRequestAnother={() => dispatch(callbackFormReopened('home'))}
              />
            ) : (
              <DeferredCallbackForm
                key={defaultProduct ?? 'none'}
                source="home"
                defaultProduct={defaultProduct}
              />
            )}
          </Paper>
        </Box>
      </Container>
    </Box>
  );
}

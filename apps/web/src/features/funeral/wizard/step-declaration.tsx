import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_MESSAGES,
  COOLING_OFF_DAYS,
  GRACE_PERIOD_DAYS,
  NATURAL_DEATH_WAITING_MONTHS,
} from '@cover/domain';
import { PATHS } from '../../../app/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QuoteBreakdown } from '../../../components/funeral/quote-breakdown';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import type { WizardStep5 } from '../state/wizard-types';

/** Step 5: the quote to accept, the terms and conditions, and the POPIA and TCF consent. */
export function StepDeclaration() {
  const dispatch = useAppDispatch();
  const { step5: saved, quote } = useAppSelector((state) => state.funeralQuote);
  const [step5, setStep5] = useState<WizardStep5>(saved);
  const [tried, setTried] = useState(false);
  const tandcError = tried && !step5.acceptTandc ? APPLICATION_MESSAGES.acceptTandc : undefined;
  const popiaError = tried && !step5.acceptPOPIAandTCF ? APPLICATION_MESSAGES.acceptPOPIAandTCF : undefined;

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label="Declaration"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (step5.acceptTandc && step5.acceptPOPIAandTCF) dispatch(funeralQuoteActions.step5Saved(step5));
      }}
    >
      {quote ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <QuoteBreakdown quote={quote} titleComponent="h2" title="What you are applying for" />
        </Paper>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          Declaration
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, mt: 0, color: 'text.secondary' }}>
          <li>
            Natural death is covered after a {NATURAL_DEATH_WAITING_MONTHS}-month waiting period; accidental
            death from day one.
          </li>
          <li>
            You may cancel within {COOLING_OFF_DAYS.long_term} days for a refund of premiums, less any cover
            you used.
          </li>
          <li>
            If a premium is missed, cover continues for a {GRACE_PERIOD_DAYS}-day grace period before the
            policy lapses.
          </li>
          <li>
            The information you gave is true and complete; a wrong answer can lead to a claim being refused.
          </li>
        </Box>
        <Stack spacing={1}>
          <FormControl error={Boolean(tandcError)} required>
            <FormControlLabel
              sx={{ alignItems: 'flex-start' }}
              control={
                <Checkbox
                  sx={{ mt: -1 }}
                  checked={step5.acceptTandc}
                  onChange={(event) =>
                    setStep5((current) => ({ ...current, acceptTandc: event.target.checked }))
                  }
                />
              }
              label={
                <>
                  I accept the{' '}
                  <Link component={RouterLink} to={PATHS.terms} target="_blank">
                    terms and conditions
                  </Link>{' '}
                  of this funeral policy.
                </>
              }
            />
            {tandcError ? <FormHelperText>{tandcError}</FormHelperText> : null}
          </FormControl>
          <FormControl error={Boolean(popiaError)} required>
            <FormControlLabel
              sx={{ alignItems: 'flex-start' }}
              control={
                <Checkbox
                  sx={{ mt: -1 }}
                  checked={step5.acceptPOPIAandTCF}
                  onChange={(event) =>
                    setStep5((current) => ({ ...current, acceptPOPIAandTCF: event.target.checked }))
                  }
                />
              }
              label={
                <>
                  I consent to the processing of my and my family&apos;s personal information under POPIA as
                  set out in the{' '}
                  <Link component={RouterLink} to={PATHS.privacy} target="_blank">
                    privacy notice
                  </Link>
                  , and confirm I was treated fairly (TCF) and understand this cover.
                </>
              }
            />
            {popiaError ? <FormHelperText>{popiaError}</FormHelperText> : null}
          </FormControl>
        </Stack>
      </Paper>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'space-between',
        }}
      >
        <Button onClick={() => dispatch(funeralQuoteActions.stepOpened(4))}>Back to my family</Button>
        <Button type="submit" variant="contained" size="large">
          Continue to payment
        </Button>
      </Box>
    </Stack>
  );
}

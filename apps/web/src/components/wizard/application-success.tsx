import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { SUCCESS_PAUSE_MS } from '@cover/domain';
import { Money } from '../money/money-display';

export interface ApplicationSuccessProps {
  policyNumber: string | null;
  monthlyPremium: number;
  message: string;
  /** where to go after the pause (the policy page) */
  next: string;
  /** a link to `next` for those who do not wait, e.g. 'Open my policy' */
  linkLabel?: string;
  /** what the pause leads to, e.g. 'Opening your application…' */
  openingLabel?: string;
  /** what else to say, e.g. a policy issued with it */
  children?: ReactNode;
  /**
   * Each policy and its premium, labelled (a cover with the credit life issued with it): said instead of the
   * policy number and the monthly premium.
   */
  premiums?: ReactNode;
  /**
   * Referred to an underwriter (docs/decisions/0025): there is no policy to open, so the screen stays,
   * says the application is with the underwriters, and links to `next` (the applications) with `linkLabel`.
   */
  referred?: boolean;
}

export const REFERRED_TEXTS = {
  title: 'Your application is with our underwriters',
  body: 'We will let you know by email or SMS what they decide, usually within 2 working days. You can follow your application in your list of applications.',
  link: 'See my application',
} as const;

/**
 * The success screen after an application: the policy number, then (after 2 s) the policy page; referred to
 * an underwriter, a screen that stays and says so.
 */
export function ApplicationSuccess({
  policyNumber,
  monthlyPremium,
  message,
  next,
  linkLabel,
  openingLabel = 'Opening your policy…',
  children,
  premiums,
  referred = false,
}: ApplicationSuccessProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (referred) return;
    const timer = setTimeout(() => void navigate(next, { replace: true }), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [navigate, next, referred]);
  if (referred)
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
        role="status"
        aria-live="polite"
      >
        <HourglassTopIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h2" component="h2" sx={{ mt: 1 }}>
          {REFERRED_TEXTS.title}
        </Typography>
        <Typography sx={{ mt: 1.5 }}>{message}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {REFERRED_TEXTS.body}
        </Typography>
        {premiums ?? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Monthly premium once you are covered <Money cents={monthlyPremium} />
          </Typography>
        )}
        {children}
        <Button component={RouterLink} to={next} variant="contained" sx={{ mt: 3 }}>
          {linkLabel ?? REFERRED_TEXTS.link}
        </Button>
      </Paper>
    );
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
      role="status"
      aria-live="polite"
    >
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h2" component="h2" sx={{ mt: 1 }}>
        {message}
      </Typography>
      {premiums ?? (
        <>
          {policyNumber ? (
            <Typography sx={{ mt: 1.5, fontSize: '1.125rem' }}>
              Your policy number is{' '}
              <strong data-testid="new-policy-number" style={{ whiteSpace: 'nowrap' }}>
                {policyNumber}
              </strong>
              .
            </Typography>
          ) : null}
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Monthly premium <Money cents={monthlyPremium} />
          </Typography>
        </>
      )}
      {children}
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, mt: 3, color: 'text.secondary' }}>
        <CircularProgress size={20} aria-hidden />
        {openingLabel}
      </Box>
      {linkLabel ? (
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={next}>
            {linkLabel}
          </Link>
        </Typography>
      ) : null}
    </Paper>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
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
}

/** The success screen after an application: the policy number, then (after 2 s) the policy page. */
export function ApplicationSuccess({
  policyNumber,
  monthlyPremium,
  message,
  next,
  linkLabel,
  openingLabel = 'Opening your policy…',
  children,
}: ApplicationSuccessProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(next, { replace: true }), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [navigate, next]);
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

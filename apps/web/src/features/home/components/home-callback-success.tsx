import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

export interface HomeCallbackSuccessProps {
  reference: string | null;
  onRequestAnother: () => void;
}

/**
 * The home section's success panel. Takes focus when it replaces the (taller) form and scrolls into
 * view, so keyboard and screen reader users land on the outcome.
 */
export function HomeCallbackSuccess({ reference, onRequestAnother }: HomeCallbackSuccessProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, []);

  return (
    <Box
      ref={panel}
      tabIndex={-1}
      data-testid="callback-home-success"
      role="status"
      sx={{ textAlign: { xs: 'left', md: 'center' }, outline: 'none' }}
    >
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h3" component="h3" sx={{ mt: 1 }}>
        Thank you, we will call you back
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        Your reference is <strong>{reference}</strong>. A consultant will call you at the time you chose, on a
        working day.
      </Typography>
      <Button variant="outlined" sx={{ mt: 3 }} onClick={onRequestAnother}>
        Request another call
      </Button>
    </Box>
  );
}

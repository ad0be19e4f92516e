import Typography from '@mui/material/Typography';

/**
 * Beside the decisions the caller may not take on their own recommendation (four eyes): the same words as
 * the refusal's heading, before anyone fills in a dialog only to be refused.
 */
export function FourEyesOwn({ what = 'recommendation' }: { what?: string }) {
  return (
    <Typography
      id="four-eyes-own"
      data-testid="four-eyes-own"
      color="text.secondary"
      sx={{ alignSelf: 'center' }}
    >
      Another person must do this: you made this {what}.
    </Typography>
  );
}

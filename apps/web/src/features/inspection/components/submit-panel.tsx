import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface SubmitPanelProps {
  uploaded: number;
  total: number;
  /** a photo is still being prepared or sent */
  busy: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit: () => void;
}

/** "Send photos for assessment": enabled once every photo is uploaded and nothing is still being sent. */
export function SubmitPanel({ uploaded, total, busy, submitting, error, onSubmit }: SubmitPanelProps) {
  const complete = total > 0 && uploaded === total;
  const hint = !complete
    ? `${uploaded} of ${total} photos uploaded. Take all ${total} to send them.`
    : busy
      ? 'Please wait until every photo is uploaded.'
      : `All ${total} photos are uploaded.`;
  return (
    <Box component="section" aria-label="Send the photos" sx={{ mt: 3 }}>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Typography id="inspection-submit-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!complete || busy || submitting}
        aria-describedby="inspection-submit-hint"
        onClick={onSubmit}
        sx={{ minHeight: 52 }}
      >
        {submitting ? 'Sending…' : 'Send photos for assessment'}
      </Button>
    </Box>
  );
}

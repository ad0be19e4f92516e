import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import type { PhotoUpload } from '../hooks/use-photo-uploads';
import { uploadAmountText, uploadPercent } from '../lib/upload-text';

export interface UploadStatusProps {
  label: string;
  upload: PhotoUpload | undefined;
  /** the server holds a photo of this kind */
  uploaded: boolean;
}

const WAITING_TEXT = {
  network: 'Paused — waiting for the network',
  server: 'Our system is busy — trying again in a moment',
} as const;

/**
 * Where one photo stands: not taken, getting ready, sending (a progress bar with the percentage and
 * "KB of KB"), paused without network, failed, or uploaded. Its height does not change between states.
 */
export function UploadStatus({ label, upload, uploaded }: UploadStatusProps) {
  let line: { text: string; tone: 'muted' | 'good' | 'bad' | 'busy' };
  let bar: { value: number | null; amount: string | null } | null = null;
  if (upload?.phase === 'preparing') {
    line = { text: 'Getting the photo ready…', tone: 'busy' };
    bar = { value: null, amount: null };
  } else if (upload?.phase === 'uploading') {
    const percent = uploadPercent(upload.sent, upload.size);
    line = upload.waiting
      ? { text: WAITING_TEXT[upload.waiting], tone: 'bad' }
      : { text: `Uploading… ${percent} %`, tone: 'busy' };
    bar = { value: percent, amount: uploadAmountText(upload.sent, upload.size) };
  } else if (upload?.phase === 'failed') {
    line = { text: upload.message, tone: 'bad' };
  } else if (upload?.phase === 'done' || uploaded) {
    line = { text: 'Uploaded', tone: 'good' };
  } else {
    line = { text: 'Not taken yet', tone: 'muted' };
  }

  const color = { muted: 'text.secondary', good: 'success.main', bad: 'error.main', busy: 'text.primary' }[
    line.tone
  ];
  return (
    <Box sx={{ minHeight: 60 }}>
      <Typography
        variant="body2"
        role={upload?.phase === 'failed' ? 'alert' : 'status'}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color, fontWeight: 600 }}
      >
        {line.tone === 'good' ? <CheckCircleIcon fontSize="small" aria-hidden /> : null}
        {line.tone === 'bad' ? <ErrorOutlinedIcon fontSize="small" aria-hidden /> : null}
        {line.text}
      </Typography>
      {bar ? (
        <>
          <LinearProgress
            variant={bar.value === null ? 'indeterminate' : 'determinate'}
            value={bar.value ?? undefined}
            aria-label={`Uploading ${label}`}
            aria-valuetext={bar.amount ? `${bar.value ?? 0} %, ${bar.amount}` : undefined}
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', minHeight: '1.5em' }}>
            {bar.amount ?? '\u00a0'}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}

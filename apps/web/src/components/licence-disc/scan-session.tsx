import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { BarcodeParser } from './decode-barcode';
import { photoImage } from './frame-image';
import { loadDecoder } from './load-decoder';
import { useCameraScan } from './use-camera-scan';
import { visuallyHidden } from '../../lib/visually-hidden';

export const SCAN_MESSAGES = {
  starting: 'Starting the camera…',
  live: 'Point the camera at the barcode on your licence disc and hold it steady.',
  refused:
    'Camera access was refused. You can allow it in your browser settings, take a photo of the disc instead, or cancel and type the details.',
  unavailable:
    'The camera is not available on this device or browser. Take a photo of the disc instead, or cancel and type the details.',
  readingPhoto: 'Reading the photo…',
  notFound: "We couldn't read the disc. Hold it flat in good light, or type the details.",
  readerFailed: "The disc reader couldn't start. Please try again later, or cancel and type the details.",
} as const;

type PhotoState = 'idle' | 'reading' | 'not-found' | 'failed';

export interface ScanSessionProps<Fields> {
  parse: BarcodeParser<Fields>;
  onFound: (fields: Fields) => void;
  onCancel: () => void;
}

/**
 * One scan, mounted while the dialog is open: the rear camera reading frames, a photo to read instead,
 * and what went wrong in words the user can act on. Unmounting releases the camera.
 */
export function ScanSession<Fields>({ parse, onFound, onCancel }: ScanSessionProps<Fields>) {
  const inputId = useId();
  const active = useRef(true);
  useEffect(() => {
    active.current = true;
    return () => {
      active.current = false;
    };
  }, []);
  /** The first disc read, by the camera or a photo, ends the session; later ones are ignored. */
  const found = useCallback(
    (fields: Fields) => {
      if (!active.current) return;
      active.current = false;
      onFound(fields);
    },
    [onFound],
  );
  const { videoRef, camera, slow, failed } = useCameraScan(parse, found);
  const [photo, setPhoto] = useState<PhotoState>('idle');

  const readPhoto = async (file: File) => {
    setPhoto('reading');
    try {
      const { readPdf417 } = await loadDecoder();
      const fields = await readPdf417(await photoImage(file), parse);
      if (!active.current) return;
      if (fields !== null) found(fields);
      else setPhoto('not-found');
    } catch {
      if (active.current) setPhoto('failed');
    }
  };

  const showVideo = camera === 'starting' || camera === 'live';
  const cameraProblem =
    camera === 'refused'
      ? SCAN_MESSAGES.refused
      : camera === 'unavailable'
        ? SCAN_MESSAGES.unavailable
        : null;
  const readerFailed = failed || photo === 'failed';
  const notFound = photo === 'not-found' || (photo === 'idle' && slow && camera === 'live');
  const status =
    photo === 'reading'
      ? SCAN_MESSAGES.readingPhoto
      : camera === 'starting'
        ? SCAN_MESSAGES.starting
        : camera === 'live'
          ? SCAN_MESSAGES.live
          : '';

  return (
    <>
      <DialogContent>
        <Box sx={{ position: 'relative', display: showVideo ? 'block' : 'none', mb: 2 }}>
          <video
            ref={videoRef}
            muted
            playsInline
            autoPlay
            aria-label="Camera view"
            style={{
              display: 'block',
              width: '100%',
              aspectRatio: '4 / 3',
              maxHeight: '55vh',
              objectFit: 'cover',
              background: '#000',
              borderRadius: 8,
            }}
          />
          {/* Where to hold the barcode: a frame over the middle of the picture. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: '30% 8%',
              border: '3px solid rgba(255, 255, 255, 0.85)',
              borderRadius: 1,
              boxShadow: '0 0 0 2px rgba(0, 0, 0, 0.35)',
              pointerEvents: 'none',
            }}
          />
        </Box>
        <Typography role="status" sx={{ mb: status ? 2 : 0 }}>
          {status}
        </Typography>
        {cameraProblem ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {cameraProblem}
          </Alert>
        ) : null}
        {readerFailed ? (
          <Alert severity="error">{SCAN_MESSAGES.readerFailed}</Alert>
        ) : notFound ? (
          <Alert severity="warning">{SCAN_MESSAGES.notFound}</Alert>
        ) : null}
      </DialogContent>
      <DialogActions
        sx={{
          px: 3,
          pb: 3,
          flexWrap: 'wrap',
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
          '& input:focus-visible + label': { outline: '3px solid #0B63CE', outlineOffset: 2 },
        }}
      >
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          disabled={photo === 'reading'}
          style={visuallyHidden}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same photo again reads it again.
            event.target.value = '';
            if (file) void readPhoto(file);
          }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          disabled={photo === 'reading'}
        >
          Take a photo instead
        </Button>
        <Button variant="text" onClick={onCancel}>
          Cancel
        </Button>
      </DialogActions>
    </>
  );
}

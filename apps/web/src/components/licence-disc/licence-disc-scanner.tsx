import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import type { BarcodeParser } from './decode-barcode';
import { ScanSession } from './scan-session';

export interface LicenceDiscScannerProps<Fields> {
  /**
   * Reads the barcode's text: the motor line passes its `parseLicenceDisc` (this shared component names
   * no product line). Texts it returns null for are not a disc, and scanning goes on.
   */
  parse: BarcodeParser<Fields>;
  /** The disc's fields, once read; the caller fills its form with them and the user checks them. */
  onScanned: (fields: Fields) => void;
  disabled?: boolean;
}

export const SCANNED_MESSAGE = 'We filled in the details from your licence disc. Please check them.';

/**
 * "Scan licence disc" (issue 11): a dialog with the rear camera reading the disc's PDF417 barcode, or a
 * photo of it. Closing the dialog (Cancel, Escape) leaves the form as it was, to be typed in.
 */
export function LicenceDiscScanner<Fields>({
  parse,
  onScanned,
  disabled = false,
}: LicenceDiscScannerProps<Fields>) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [scanned, setScanned] = useState(false);

  const close = () => setOpen(false);
  const found = (fields: Fields) => {
    setOpen(false);
    setScanned(true);
    onScanned(fields);
  };

  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<QrCodeScannerIcon />}
        disabled={disabled}
        onClick={() => {
          setScanned(false);
          setOpen(true);
        }}
      >
        Scan licence disc
      </Button>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: scanned ? 1 : 0 }}>
        {scanned ? SCANNED_MESSAGE : ''}
      </Typography>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        slotProps={{
          paper: {
            sx: {
              m: { xs: 1.5, sm: 4 },
              width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
            },
          },
        }}
      >
        <DialogTitle id={titleId}>Scan your licence disc</DialogTitle>
        {/* Mounted only while open: closing the dialog releases the camera at once. */}
        {open ? <ScanSession parse={parse} onFound={found} onCancel={close} /> : null}
      </Dialog>
    </Box>
  );
}

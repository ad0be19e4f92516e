import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { CallbackRequestForm } from '../callback/callback-request-form';
import {
  callbackFormReopened,
  selectCallbackReference,
  selectCallbackSuccess,
  type CallbackState,
} from '../callback/callback-slice';

export interface CallbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's "Request a call back" dialog. Its success state is its own (callback.headerSuccess). */
export function CallbackDialog({ open, onClose }: CallbackDialogProps) {
  const dispatch = useDispatch();
  const titleId = useId();
  const success = useSelector((state: { callback: CallbackState }) => selectCallbackSuccess(state, 'header'));
  const reference = useSelector((state: { callback: CallbackState }) =>
    selectCallbackReference(state, 'header'),
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          sx: {
            m: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
            maxWidth: { sm: 520 },
          },
        },
        transition: { onExited: () => dispatch(callbackFormReopened('header')) },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 8 }}>
        {success ? 'We will call you back' : 'Request a call back'}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {success ? (
        <>
          <DialogContent data-testid="callback-header-success">
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
              <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
              <Typography>
                Thank you. A Telkom Cover consultant will call you at the time you chose, on a working day.
              </Typography>
              <Typography>
                Your reference is <strong>{reference}</strong>. Keep it handy in case you need to contact us.
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogContent>
          <Typography sx={{ mb: 2.5 }} color="text.secondary">
            Leave your details and a consultant will call you to answer your questions and give you a quote.
            The call is free and there is no obligation to buy.
          </Typography>
          <CallbackRequestForm source="header" autoFocus />
        </DialogContent>
      )}
    </Dialog>
  );
}

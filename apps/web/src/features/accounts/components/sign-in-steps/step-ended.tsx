import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormAlert } from '../form-alert';

export interface StepEndedProps {
  message: string;
  onCancel: () => void;
}

/** The sign-in cannot go on here (it ended, or the pool asks for a step this site has no screen for). */
export function StepEnded({ message, onCancel }: StepEndedProps) {
  return (
    <Stack spacing={2}>
      <FormAlert severity="warning" message={message} />
      <Button variant="outlined" onClick={onCancel}>
        Back to sign in
      </Button>
    </Stack>
  );
}

import { useEffect, useRef } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';

export interface FormAlertProps {
  message: string | null | undefined;
  severity?: AlertColor;
  /** Move focus to the alert when it appears (after a submit), so screen readers read it first. */
  focus?: boolean;
}

/** The inline outcome of a form's action; renders nothing without a message. */
export function FormAlert({ message, severity = 'error', focus = true }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && focus) ref.current?.focus();
  }, [message, focus]);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{ mb: 2.5, outline: 'none' }}
    >
      {message}
    </Alert>
  );
}

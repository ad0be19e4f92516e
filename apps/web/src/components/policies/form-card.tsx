import type { FormEvent, ReactNode } from 'react';
import Paper from '@mui/material/Paper';

export interface FormCardProps {
  /** react-hook-form's handleSubmit(…) */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
}

/** A form on an outlined card (the browser's own checks off: the form's schema checks each field). */
export function FormCard({ onSubmit, children }: FormCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
      </form>
    </Paper>
  );
}

import { useRef } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { preparingText, usePreparingDocuments } from './preparing-documents';

/**
 * The submit button of a form with upload fields (MUI's Button, same props): while a photo chosen in its
 * form (on the whole page when it is in no form) is being prepared and the page has no file for it yet, it
 * is disabled and says 'Preparing your photo…', so the form cannot go without the photo; then it is itself
 * again. See preparing-documents.ts.
 */
export function DocumentsSubmitButton({ disabled = false, children, ...props }: ButtonProps) {
  const own = useRef<HTMLButtonElement>(null);
  const preparing = usePreparingDocuments(() => own.current?.closest('form') ?? null);
  return (
    <Button ref={own} {...props} disabled={disabled || preparing > 0}>
      {preparing > 0 ? preparingText(preparing) : children}
    </Button>
  );
}

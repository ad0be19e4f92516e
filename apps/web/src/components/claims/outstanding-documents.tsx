import Alert from '@mui/material/Alert';

export interface OutstandingDocumentsProps {
  kinds: readonly string[];
  documentKind: (kind: string) => string;
  /** said after the list, e.g. where to add them */
  note?: string;
}

/** 'Still needed: …' for the documents a claim still needs; nothing when it has them all. */
export function OutstandingDocuments({ kinds, documentKind, note }: OutstandingDocumentsProps) {
  if (kinds.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      Still needed: {kinds.map(documentKind).join(', ')}.{note ? ` ${note}` : ''}
    </Alert>
  );
}

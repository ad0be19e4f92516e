import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';

/** A list of documents (rows of DocumentRow). */
export function DocumentRows({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {children}
    </Box>
  );
}

export interface DocumentRowProps {
  title: ReactNode;
  detail: ReactNode;
  /** the row's buttons (preview, download) */
  children: ReactNode;
  /** shown under the row, across its width (the document's preview) */
  below?: ReactNode;
}

/** One document: an icon, what it is, its file details, and its actions. */
export function DocumentRow({ title, detail, children, below }: DocumentRowProps) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <DescriptionIcon color="primary" aria-hidden />
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      </Box>
      {children}
      {below}
    </Box>
  );
}

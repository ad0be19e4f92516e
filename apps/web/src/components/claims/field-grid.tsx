import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Form fields one under the other on phones, in two columns from sm up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label–value pairs as a description list: stacked on phones, two columns from sm up. */
export function FactList({ facts, columns = 2 }: { facts: readonly Fact[]; columns?: 1 | 2 | 3 }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { keepRecordNumbersWhole } from '../page/record-number';

export interface SectionCardProps {
  title: ReactNode;
  /** beside the heading, e.g. a Change or an Edit button */
  action?: ReactNode;
  /** h3 for the page's headline section, h4 for the others */
  level?: 'h3' | 'h4';
  /** space under the heading row (theme spacing units) */
  headerGap?: number;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/** An outlined part of a page: a region named by its h2, with an optional action beside the heading. */
export function SectionCard({ title, action, level = 'h4', headerGap = 0, sx, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={[{ p: { xs: 2, md: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: headerGap }}>
        <Typography id={titleId} variant={level} component="h2" sx={{ mr: 'auto' }}>
          {typeof title === 'string' ? keepRecordNumbersWhole(title) : title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

export interface RecordRow {
  id: string;
  to: string;
  title: string;
  /** e.g. the holder and the product */
  detail?: ReactNode;
  /** e.g. the amount and the age */
  meta?: ReactNode;
  status?: ReactNode;
}

/** Records of a queue as tappable rows: the title with its status, the detail and the meta. */
export function RecordList({ rows, label }: { rows: readonly RecordRow[]; label: string }) {
  return (
    <Paper variant="outlined" component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <Box
          component="li"
          key={row.id}
          sx={{ borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
          data-testid="record-row"
        >
          <Box
            component={RouterLink}
            to={row.to}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: { xs: 2, md: 3 },
              py: 1.5,
              minHeight: 56,
              color: 'inherit',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
              >
                <Typography
                  component="span"
                  sx={{ fontWeight: 700, overflowWrap: 'anywhere', color: 'primary.main' }}
                >
                  {row.title}
                </Typography>
                {row.status}
              </Box>
              {row.detail ? (
                <Typography variant="body2" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {row.detail}
                </Typography>
              ) : null}
              {row.meta ? (
                <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
                  {row.meta}
                </Typography>
              ) : null}
            </Box>
            <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

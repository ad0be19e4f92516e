import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHead } from '../../../components/page/page-head';

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links below the form (create account, forgot password, …). */
  footer?: ReactNode;
  /** Long forms (registration) use a wider card from md up. */
  wide?: boolean;
}

/** The frame of every account page: one heading, a short intro, the form, then the ways out. */
export function AuthCard({ title, intro, children, footer, wide = false }: AuthCardProps) {
  return (
    <Container
      maxWidth={false}
      sx={{ maxWidth: wide ? 880 : 560, py: { xs: 2, sm: 4, md: 6 }, px: { xs: 2, sm: 3 } }}
    >
      <PageHead title={title} />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 0, sm: 4 },
          border: { xs: 0, sm: 1 },
          borderColor: { sm: 'divider' },
          bgcolor: { xs: 'transparent', sm: 'background.paper' },
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          {title}
        </Typography>
        {intro ? (
          <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
            {intro}
          </Typography>
        ) : null}
        <Box sx={{ mt: 3 }}>{children}</Box>
        {footer ? <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>{footer}</Box> : null}
      </Paper>
    </Container>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageHead } from './page-head';
import { keepRecordNumbersWhole } from './record-number';

export interface PageFrameProps {
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
  maxWidth?: 'md' | 'lg';
}

/** A page's frame: optional back link, the one h1, an intro and the content, phone first. */
export function PageFrame({ title, intro, back, actions, children, maxWidth = 'lg' }: PageFrameProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title={title} />
      {back ? (
        <Link
          component={RouterLink}
          to={back.to}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, mb: 1 }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden />
          {back.label}
        </Link>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: intro ? 1 : 3 }}>
        <Typography variant="h1" sx={{ mr: 'auto', fontSize: 'clamp(1.625rem, 1.2rem + 1.8vw, 2.5rem)' }}>
          {keepRecordNumbersWhole(title)}
        </Typography>
        {actions}
      </Box>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface PolicyActionLink {
  key: string;
  label: string;
  to: string;
  /** 'error' for an action that ends something, e.g. cancelling */
  color?: 'primary' | 'error';
}

/** The links to a policy's change screens, then the page's own buttons (e.g. a claim, removing it). */
export function PolicyActionNav({
  links,
  children,
}: {
  links: readonly PolicyActionLink[];
  children?: ReactNode;
}) {
  return (
    <Box component="nav" aria-label="Policy actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {links.map((link) => (
        <Button
          key={link.key}
          component={RouterLink}
          to={link.to}
          variant="outlined"
          color={link.color ?? 'primary'}
          sx={{ flex: { xs: '1 1 45%', sm: '0 0 auto' } }}
        >
          {link.label}
        </Button>
      ))}
      {children}
    </Box>
  );
}

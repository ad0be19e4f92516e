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

/** A change screen of a policy, as a line lists them. */
export interface PolicyActionEntry {
  action: string;
  label: string;
  /** offered only while the policy is in force */
  activeOnly: boolean;
}

/** The links to the change screens a policy offers now; cancelling shows in the error colour. */
export function policyActionLinks(
  entries: readonly PolicyActionEntry[],
  active: boolean,
  to: (action: string) => string,
): PolicyActionLink[] {
  return entries
    .filter((entry) => active || !entry.activeOnly)
    .map((entry) => ({
      key: entry.action,
      label: entry.label,
      to: to(entry.action),
      color: entry.action === 'cancel' ? 'error' : 'primary',
    }));
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
          // two to a row on a phone, each label on one line: one too long for half the row ('Payment
          // details' at 390 px, QA walk 8, finding 17) takes a row of its own rather than wrapping
          sx={{ flex: { xs: '1 1 45%', sm: '0 0 auto' }, px: { xs: 1.5, sm: 2.5 }, whiteSpace: 'nowrap' }}
        >
          {link.label}
        </Button>
      ))}
      {children}
    </Box>
  );
}

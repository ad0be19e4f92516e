import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

/** The console's sections: the queues home and each queue's list. */
export const CONSOLE_SECTIONS = [
  { label: 'Queues', to: BACKOFFICE_PATHS.home, exact: true },
  { label: 'Applications', to: BACKOFFICE_PATHS.applications(), exact: false },
  { label: 'Pre-inspections', to: BACKOFFICE_PATHS.preInspections(), exact: false },
  { label: 'Claims', to: BACKOFFICE_PATHS.claims(), exact: false },
  { label: 'Failed payments', to: BACKOFFICE_PATHS.failedPayments, exact: false },
  { label: 'Background jobs', to: BACKOFFICE_PATHS.jobs, exact: false },
] as const;

/**
 * The console's bar above every back-office page: links between the queues (the current section marked).
 * On a phone the links take the bar's whole width and wrap onto a second row, so every section is in sight
 * (no sideways strip hiding some). The staff member's name and the sign-out are in the header's account
 * menu, once.
 */
export function ConsoleNav() {
  const { pathname } = useLocation();
  const current = (to: string, exact: boolean) => (exact ? pathname === to : pathname.startsWith(to));
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
          py: 1,
        }}
      >
        <Box
          component="nav"
          aria-label="Back office"
          data-testid="console-sections"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.25,
            flex: { xs: '1 1 100%', md: '1 1 auto' },
            minWidth: 0,
          }}
        >
          {CONSOLE_SECTIONS.map((section) => {
            const selected = current(section.to, section.exact);
            return (
              <Button
                key={section.label}
                component={NavLink}
                to={section.to}
                end={section.exact}
                size="small"
                variant={selected ? 'contained' : 'text'}
                aria-current={selected ? 'page' : undefined}
                sx={{ minHeight: 36, px: 1.25, flexShrink: 0, whiteSpace: 'nowrap' }}
              >
                {section.label}
              </Button>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}

import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { OPERATOR_SIGN_IN_PATH, useOperatorUser } from '../../lib/identity/use-operator-session';
import { BACKOFFICE_HOME_PATH, operatorHomeOf } from '../../lib/identity/operator-home';
import { BrandLogo } from '../layout/brand-logo';
import { HEADER_HEIGHT } from '../layout/site-header';

/**
 * The account menu loads once someone is signed in: the sign-in page (the staff's first load, on a phone too)
 * carries neither the menu nor the sign-out behind it (issue 15: 170 kB at most on any page).
 */
const StaffAccountMenu = lazy(() =>
  import('./staff-account-menu').then((module) => ({ default: module.StaffAccountMenu })),
);

/** Which staff console `pathname` is in, as the header names it. */
function consoleName(pathname: string): string {
  if (pathname === OPERATOR_SIGN_IN_PATH) return 'Staff sign-in';
  return pathname === BACKOFFICE_HOME_PATH || pathname.startsWith(`${BACKOFFICE_HOME_PATH}/`)
    ? 'Back office'
    : 'Operator desk';
}

/**
 * The staff pages' header: the product and the console it is in, and the signed-in staff member's account
 * menu (their name, their consoles and sign-out). No shop navigation, call back or sign-in choices: staff
 * are not shopping. The back office's own bar (its sections) sits below it on its pages.
 */
export function StaffHeader() {
  const operator = useOperatorUser();
  const name = consoleName(useLocation().pathname);
  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" disableGutters sx={{ px: { xs: 1.5, sm: 2, md: 3 } }}>
        <Toolbar disableGutters sx={{ minHeight: { xs: HEADER_HEIGHT }, gap: { xs: 1, sm: 2 } }}>
          <BrandLogo
            to={operator ? operatorHomeOf(operator) : OPERATOR_SIGN_IN_PATH}
            label={`Telkom Cover ${name}`}
          />
          <Typography
            component="span"
            noWrap
            sx={{
              flexGrow: 1,
              minWidth: 0,
              pl: { xs: 1, sm: 2 },
              borderLeft: 1,
              borderColor: 'divider',
              color: 'text.secondary',
              fontWeight: 600,
              fontSize: { xs: '0.875rem', sm: '1rem' },
            }}
          >
            {/* a phone has room beside the brand and the initials for 'Desk', not 'Operator desk' */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {name}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {name.replace('Operator desk', 'Desk')}
            </Box>
          </Typography>
          {operator ? (
            <Suspense fallback={<Box />}>
              <StaffAccountMenu operator={operator} />
            </Suspense>
          ) : (
            <Box />
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}

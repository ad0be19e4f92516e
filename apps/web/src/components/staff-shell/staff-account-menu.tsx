import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useOperatorSignOut } from '../../lib/identity/operator';
import { AccountMenuList } from '../layout/account-menu-list';
import {
  BACKOFFICE_HOME_PATH,
  isBackofficeOperator,
  lacksDeskRole,
  OPERATOR_HOME_PATH,
} from '../../lib/identity/operator-home';

interface StaffMember {
  name: string;
  displayName?: string;
  roles?: readonly string[];
}

/** 'Demo Assessor' → 'DA'; one name → its first letter. */
export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** Out of sight, still read out. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The consoles the staff member's roles open, for the menu. */
const consolesOf = (operator: StaffMember) => [
  ...(lacksDeskRole(operator) ? [] : [{ key: 'desk', label: 'Operator desk', to: OPERATOR_HOME_PATH }]),
  ...(isBackofficeOperator(operator)
    ? [{ key: 'backoffice', label: 'Back office console', to: BACKOFFICE_HOME_PATH }]
    : []),
];

/**
 * The signed-in staff member: their initials (a phone, where a name would be cut) or their whole name,
 * named in full to screen readers; the menu names them and their sign-in first, then their consoles and
 * sign-out.
 */
export function StaffAccountMenu({ operator }: { operator: StaffMember }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const signOut = useOperatorSignOut();
  const name = operator.displayName ?? operator.name;
  return (
    <>
      <Button
        id="staff-account-button"
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? 'staff-account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, maxWidth: 260, gap: 1, px: { xs: 0.75, sm: 1.5 }, minHeight: 44 }}
      >
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            display: 'inline-grid',
            placeItems: 'center',
            width: 30,
            height: 30,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.8125rem',
            fontWeight: 700,
          }}
        >
          {initialsOf(name)}
        </Box>
        {/* named by its own text, not an aria-label that would differ from what it shows (axe's
            label-content-name-mismatch): read out in full, the name seen from 600 px */}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {`Account menu for ${name}`}
        </Box>
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            // from 600 px as said above: at the sm breakpoint (425 px) the name pushed the button 40 px
            // past the screen's edge up to 466 px (QA walk 7, finding 3)
            display: 'none',
            '@media (min-width: 600px)': { display: 'block' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      <AccountMenuList
        id="staff-account-menu"
        buttonId="staff-account-button"
        anchor={anchor}
        onClose={close}
        name={name}
        signedInAs={`Signed in as ${operator.name}`}
        links={consolesOf(operator)}
        onSignOut={() => void signOut()}
      />
    </>
  );
}

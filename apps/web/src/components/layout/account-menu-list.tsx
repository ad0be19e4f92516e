import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface AccountMenuLink {
  key: string;
  label: string;
  to: string;
}

interface AccountMenuListProps {
  /** the menu's id; `buttonId` is the button that opens it and names it */
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** who is signed in: the first, disabled line */
  name: string;
  signedInAs: string;
  links: readonly AccountMenuLink[];
  onSignOut: () => void;
}

/**
 * An account button's menu, for customers' and staff's headers alike: who is signed in, their pages, then
 * Sign out (which closes the menu first).
 */
export function AccountMenuList({
  id,
  buttonId,
  anchor,
  onClose,
  name,
  signedInAs,
  links,
  onSignOut,
}: AccountMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem disabled sx={{ opacity: '1 !important' }}>
        <ListItemText primary={name} secondary={signedInAs} />
      </MenuItem>
      <Divider />
      {links.map((link) => (
        <MenuItem key={link.key} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        Sign out
      </MenuItem>
    </Menu>
  );
}

import { Link as RouterLink } from 'react-router';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SignInEntryPoint } from './sign-in-entry-points';

export interface SignInMenuProps {
  anchor: HTMLElement | null;
  entries: readonly SignInEntryPoint[];
  onClose: () => void;
}

export function SignInMenu({ anchor, entries, onClose }: SignInMenuProps) {
  return (
    <Menu
      id="sign-in-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': 'sign-in-button' } }}
    >
      {entries.map((entry) => (
        <MenuItem key={entry.audience} component={RouterLink} to={entry.to} onClick={onClose}>
          <ListItemText primary={entry.label} secondary={entry.description} />
        </MenuItem>
      ))}
    </Menu>
  );
}

import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { registerEntryPoints, type RegisterEntryPoint, type SignInEntryPoint } from './sign-in-entry-points';

export interface SignInMenuProps {
  anchor: HTMLElement | null;
  entries: readonly SignInEntryPoint[];
  /** Where a newcomer registers: shown below the sign-in entries. */
  registerEntries?: readonly RegisterEntryPoint[];
  onClose: () => void;
}

export function SignInMenu({
  anchor,
  entries,
  registerEntries = registerEntryPoints,
  onClose,
}: SignInMenuProps) {
  return (
    <Menu
      id="sign-in-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': 'sign-in-button' }, paper: { sx: { maxWidth: 360 } } }}
    >
      {entries.map((entry) => (
        <MenuItem key={entry.audience} component={RouterLink} to={entry.to} onClick={onClose}>
          <ListItemText primary={entry.label} secondary={entry.description} />
        </MenuItem>
      ))}
      {registerEntries.length > 0 ? <Divider /> : null}
      {registerEntries.length > 0 ? (
        <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>
          New here?
        </ListSubheader>
      ) : null}
      {registerEntries.map((entry) => (
        <MenuItem key={entry.key} component={RouterLink} to={entry.to} onClick={onClose}>
          <ListItemText primary={entry.label} secondary={entry.description} />
        </MenuItem>
      ))}
    </Menu>
  );
}

import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircle from '@mui/icons-material/AccountCircle';
import type { HeaderAccount } from '../../lib/identity/use-header-account';
import { accountLinks } from './account-links';
import { useAccountSignOut } from './use-account-sign-out';

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The header's signed-in state: the user's name, opening a menu with their account and sign out. */
export function AccountMenu({ account }: { account: HeaderAccount }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const signOut = useAccountSignOut(account);
  return (
    <>
      <Button
        id="account-menu-button"
        variant="outlined"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Account menu for ${account.name}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 220 }}
      >
        {/* A phone has room beside the brand for the first name only (the menu shows the whole name). */}
        <Box component="span" sx={{ ...oneLine, display: { xs: 'block', sm: 'none' } }}>
          {firstWord(account.name)}
        </Box>
        <Box component="span" sx={{ ...oneLine, display: { xs: 'none', sm: 'block' } }}>
          {account.name}
        </Box>
      </Button>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'account-menu-button' } }}
      >
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText primary={account.name} secondary="Signed in" />
        </MenuItem>
        <Divider />
        {accountLinks(account).map((link) => (
          <MenuItem key={link.key} component={RouterLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}

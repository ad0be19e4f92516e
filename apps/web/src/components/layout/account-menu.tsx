import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AccountCircle from '@mui/icons-material/AccountCircle';
import type { HeaderAccount } from '../../lib/identity/use-header-account';
import { accountLinks } from './account-links';
import { AccountMenuList } from './account-menu-list';
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
        sx={{ maxWidth: { xs: 160, lg: 220 } }}
      >
        {/* A tablet (below lg, beside the call back and the menu) has room for the first name only; the menu
            shows the whole name. */}
        <Box component="span" sx={{ ...oneLine, display: { xs: 'block', lg: 'none' } }}>
          {firstWord(account.name)}
        </Box>
        <Box component="span" sx={{ ...oneLine, display: { xs: 'none', lg: 'block' } }}>
          {account.name}
        </Box>
      </Button>
      <AccountMenuList
        id="account-menu"
        buttonId="account-menu-button"
        anchor={anchor}
        onClose={close}
        name={account.name}
        signedInAs="Signed in"
        links={accountLinks(account)}
        onSignOut={() => void signOut()}
      />
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { HeaderAccount } from '../../lib/identity/use-header-account';
import { accountLinks } from './account-links';
import { MenuGroup } from './menu-group';
import { useAccountSignOut } from './use-account-sign-out';

/**
 * The phone menu's part for a signed-in account, in place of the sign-in entries: the account's links and
 * sign out. A download of its own, since signing out brings the identity and API code (about 19 kB
 * compressed), which a visitor who is not signed in never needs.
 */
export function MobileNavAccount({ account, onClose }: { account: HeaderAccount; onClose: () => void }) {
  const signOut = useAccountSignOut(account);
  const links = accountLinks(account).map((link) => ({
    key: link.key,
    to: link.to,
    primary: link.label,
    secondary: link.key === 'home' ? `Signed in as ${account.name}` : undefined,
  }));
  return (
    <>
      <Divider />
      <MenuGroup title="Your account" links={links} onNavigate={onClose} />
      <Box sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant="outlined"
          onClick={() => {
            onClose();
            void signOut();
          }}
        >
          Sign out
        </Button>
      </Box>
    </>
  );
}

import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { PRODUCT_LINKS } from '../../app/paths';
import { BrandLogo } from './brand-logo';
import { LEGAL_LINKS } from './legal-links';
import type { HeaderAccount } from '../../lib/identity/use-header-account';
import { accountLinks as linksOf } from './account-links';
import { registerEntryPoints, type RegisterEntryPoint, type SignInEntryPoint } from './sign-in-entry-points';
import { useAccountSignOut } from './use-account-sign-out';

interface MenuLink {
  key: string;
  to: string;
  primary: string;
  secondary?: string;
}

function MenuGroup({
  title,
  links,
  onNavigate,
  dense = false,
}: {
  title: string;
  links: MenuLink[];
  onNavigate: () => void;
  dense?: boolean;
}) {
  return (
    <>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {title}
      </Typography>
      <List dense={dense} sx={{ pt: 0 }}>
        {links.map((link) => (
          <ListItem key={link.key} disablePadding>
            <ListItemButton component={RouterLink} to={link.to} onClick={onNavigate}>
              <ListItemText
                primary={link.primary}
                secondary={link.secondary}
                slotProps={{ primary: { sx: { fontWeight: dense ? 400 : 600 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  onRequestCallback: () => void;
  signInEntries: readonly SignInEntryPoint[];
  /** Where a newcomer creates an account (shown with the sign-in entries). */
  registerEntries?: readonly RegisterEntryPoint[];
  /** The signed-in account: its links and sign out replace the sign-in entries. */
  account?: HeaderAccount | null;
}

/** The menu on phones and tablets (below lg, 1024 px): products, call back, sign in and legal pages. */
export function MobileNavDrawer({
  open,
  onClose,
  onRequestCallback,
  signInEntries,
  registerEntries = registerEntryPoints,
  account = null,
}: MobileNavDrawerProps) {
  const signOut = useAccountSignOut(account);
  const products = PRODUCT_LINKS.map((link) => ({
    key: link.id,
    to: link.to,
    primary: `${link.label} cover`,
  }));
  const signIn = signInEntries.map((entry) => ({
    key: entry.audience,
    to: entry.to,
    primary: entry.label,
    secondary: entry.description,
  }));
  const accountLinks = account
    ? linksOf(account).map((link) => ({
        key: link.key,
        to: link.to,
        primary: link.label,
        secondary: link.key === 'home' ? `Signed in as ${account.name}` : undefined,
      }))
    : [];
  const register = (signIn.length > 0 ? registerEntries : []).map((entry) => ({
    key: entry.key,
    to: entry.to,
    primary: entry.label,
    secondary: entry.description,
  }));
  const legal = LEGAL_LINKS.map((link) => ({ key: link.to, to: link.to, primary: link.label }));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(88vw, 360px)' }, 'aria-label': 'Menu' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <BrandLogo />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main menu">
        <MenuGroup title="Cover" links={products} onNavigate={onClose} />
        <Box sx={{ px: 2, pb: 2 }}>
          <Button fullWidth variant="contained" startIcon={<PhoneInTalkIcon />} onClick={onRequestCallback}>
            Request a call back
          </Button>
        </Box>
        {account ? (
          <>
            <Divider />
            <MenuGroup title="Your account" links={accountLinks} onNavigate={onClose} />
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
        ) : signIn.length > 0 ? (
          <>
            <Divider />
            <MenuGroup title="Sign in" links={signIn} onNavigate={onClose} />
            {register.length > 0 ? (
              <MenuGroup title="New here?" links={register} onNavigate={onClose} />
            ) : null}
          </>
        ) : null}
        <Divider />
        <MenuGroup title="Legal" links={legal} onNavigate={onClose} dense />
      </Box>
    </Drawer>
  );
}

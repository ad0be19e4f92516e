import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { PRODUCT_LINKS } from '../../app/paths';
import { BrandLogo } from './brand-logo';
import { LEGAL_LINKS } from './legal-links';
import { MenuGroup } from './menu-group';
import { registerEntryPoints, type RegisterEntryPoint, type SignInEntryPoint } from './sign-in-entry-points';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  onRequestCallback: () => void;
  signInEntries: readonly SignInEntryPoint[];
  /** Where a newcomer creates an account (shown with the sign-in entries). */
  registerEntries?: readonly RegisterEntryPoint[];
  /**
   * The signed-in account's part of the menu (`MobileNavAccount`: its links and sign out), in place of the
   * sign-in entries.
   */
  accountSection?: ReactNode;
}

/**
 * The menu on phones and tablets (below lg, 1024 px): products, call back, sign in (or the account) and legal
 * pages.
 */
export function MobileNavDrawer({
  open,
  onClose,
  onRequestCallback,
  signInEntries,
  registerEntries = registerEntryPoints,
  accountSection = null,
}: MobileNavDrawerProps) {
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
        {accountSection ? (
          accountSection
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

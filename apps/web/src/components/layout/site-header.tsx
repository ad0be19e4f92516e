import { Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { BrandLogo } from './brand-logo';
import { ProductNav } from './product-nav';
import { useHeaderAccount } from '../../lib/identity/use-header-account';
import { SignInButton } from './sign-in-button';
import { headerPanelClosed, headerPanelOpened, selectHeaderPanels } from './header-panels-slice';
import { enabledSignInEntryPoints, type SignInEntryPoint } from './sign-in-entry-points';

const callbackDialog = lazyWithPreload(() =>
  import('./callback-dialog').then((module) => module.CallbackDialog),
);
const accountMenu = lazyWithPreload(() => import('./account-menu').then((module) => module.AccountMenu));
const mobileDrawer = lazyWithPreload(() =>
  import('./mobile-nav-drawer').then((module) => module.MobileNavDrawer),
);

export const HEADER_HEIGHT = 64;

/** Brand, product navigation, "Request a call back" and sign-in; a drawer menu below md. */
export function SiteHeader({
  signInEntries = enabledSignInEntryPoints(),
}: {
  signInEntries?: readonly SignInEntryPoint[];
}) {
  const account = useHeaderAccount();
  const dispatch = useDispatch();
  const panels = useSelector(selectHeaderPanels);
  const CallbackDialog = callbackDialog.Component;
  const MobileNavDrawer = mobileDrawer.Component;
  const AccountMenu = accountMenu.Component;

  const openDialog = () => dispatch(headerPanelOpened('callback'));

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" disableGutters sx={{ px: { xs: 1.5, sm: 2, md: 3 } }}>
        <Toolbar
          disableGutters
          sx={{
            minHeight: { xs: HEADER_HEIGHT },
            gap: { xs: 1, md: 2 },
            '@media (max-width: 359.95px)': { gap: '4px' },
          }}
        >
          <BrandLogo />
          <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
            <ProductNav />
          </Box>
          <Button
            variant="outlined"
            startIcon={<PhoneInTalkIcon />}
            onPointerEnter={callbackDialog.preload}
            onFocus={callbackDialog.preload}
            onClick={openDialog}
            aria-haspopup="dialog"
            sx={{
              px: { xs: 1.5, sm: 2.5 },
              whiteSpace: 'nowrap',
              // The smallest phones (320 px) keep the words and drop the icon.
              flexShrink: 0,
              '@media (max-width: 359.95px)': { px: '8px', '& .MuiButton-startIcon': { display: 'none' } },
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Request a call back
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              Call me
            </Box>
          </Button>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            {account ? (
              <Suspense fallback={<Box sx={{ width: 44, height: 44 }} />}>
                <AccountMenu account={account} />
              </Suspense>
            ) : (
              <SignInButton entries={signInEntries} />
            )}
          </Box>
          <IconButton
            aria-label="Open menu"
            aria-haspopup="true"
            aria-expanded={panels.open === 'menu' ? 'true' : 'false'}
            onPointerEnter={mobileDrawer.preload}
            onFocus={mobileDrawer.preload}
            onClick={() => dispatch(headerPanelOpened('menu'))}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, mr: -0.5 }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Suspense fallback={null}>
        {panels.mounted.callback ? (
          <CallbackDialog
            open={panels.open === 'callback'}
            onClose={() => dispatch(headerPanelClosed('callback'))}
          />
        ) : null}
        {panels.mounted.menu ? (
          <MobileNavDrawer
            open={panels.open === 'menu'}
            onClose={() => dispatch(headerPanelClosed('menu'))}
            onRequestCallback={openDialog}
            signInEntries={signInEntries}
            account={account}
          />
        ) : null}
      </Suspense>
    </AppBar>
  );
}

import { Suspense, useEffect } from 'react';
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
import { whenIdle } from '../../lib/when-idle';
import { CODE_DOWNLOAD_FAILED, CodeDownloadBoundary } from '../code-download-boundary';
import { useNotify } from '../notifications/use-notify';
import { BrandLogo } from './brand-logo';
import { ProductNav } from './product-nav';
import { useHeaderAccount } from '../../lib/identity/use-header-account';
import { SignInButton } from './sign-in-button';
import {
  headerPanelClosed,
  headerPanelOpened,
  headerPanelsUnavailable,
  selectHeaderPanels,
} from './header-panels-slice';
import { enabledSignInEntryPoints, type SignInEntryPoint } from './sign-in-entry-points';

const callbackDialog = lazyWithPreload(() =>
  import('./callback-dialog').then((module) => module.CallbackDialog),
);
const accountMenu = lazyWithPreload(() => import('./account-menu').then((module) => module.AccountMenu));
const mobileDrawer = lazyWithPreload(() =>
  import('./mobile-nav-drawer').then((module) => module.MobileNavDrawer),
);
const mobileAccount = lazyWithPreload(() =>
  import('./mobile-nav-account').then((module) => module.MobileNavAccount),
);

export const HEADER_HEIGHT = 64;

/** Where the menu button shows instead of the navigation (below the theme's lg breakpoint, 1024 px). */
const MENU_WIDTHS = '(max-width: 1023.95px)';
/** Below this width "Request a call back" does not fit beside the brand and the menu: "Call me" instead. */
const SHORT_CALLBACK = '@media (max-width: 539.95px)';
/** The menu's code downloads by then even on a page that never falls idle. */
const MENU_PRELOAD_TIMEOUT_MS = 4000;

/** The menu's code: the drawer, and for a signed-in account its part with sign out (identity and API code). */
function preloadMenu(signedIn: boolean) {
  void mobileDrawer.preload();
  if (signedIn) void mobileAccount.preload();
}

/**
 * On a phone, the menu's code downloads once the page is idle, so the menu opens at once and, once the
 * service worker has kept it, without the network too. It does so with the data saver on as well: the menu
 * is how a phone moves around the site (about 19 kB compressed: the drawer and its lists; 19 kB more when
 * signed in), where the call back form below the fold waits until it is wanted.
 */
function usePreloadMenuOnPhones(signedIn: boolean) {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(MENU_WIDTHS).matches) return;
    return whenIdle(() => preloadMenu(signedIn), MENU_PRELOAD_TIMEOUT_MS);
  }, [signedIn]);
}

/**
 * The shop's header: brand, product navigation, "Request a call back" and sign-in; a drawer menu below lg.
 * What shows at each width, so that the header never runs wider than the screen (QA walk 7, finding 3: at
 * 768-900 px the navigation, the call back and "Sign in" together were 70-130 px too wide):
 * - below 540 px: brand, "Call me", menu (the products, sign-in or the account are in the menu);
 * - 540-767 px: brand, "Request a call back", menu;
 * - 768-1023 px (md, a tablet): brand, "Request a call back", "Sign in" or the first name, menu;
 * - from 1024 px (lg): brand, the products, "Request a call back", "Sign in" or the name; no menu.
 * The staff pages have a header of their own (components/staff-shell).
 */
export function SiteHeader({
  signInEntries = enabledSignInEntryPoints(),
}: {
  signInEntries?: readonly SignInEntryPoint[];
}) {
  const account = useHeaderAccount();
  const dispatch = useDispatch();
  const panels = useSelector(selectHeaderPanels);
  const notify = useNotify();
  usePreloadMenuOnPhones(account !== null);
  const CallbackDialog = callbackDialog.Component;
  const MobileNavDrawer = mobileDrawer.Component;
  const MobileNavAccount = mobileAccount.Component;
  const AccountMenu = accountMenu.Component;

  const openDialog = () => dispatch(headerPanelOpened('callback'));
  const closeMenu = () => dispatch(headerPanelClosed('menu'));
  const preloadMenuNow = () => preloadMenu(account !== null);

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        disableGutters
        sx={{ px: { xs: 1.5, sm: 2, md: 3 }, '@media (max-width: 359.95px)': { px: '8px' } }}
      >
        <Toolbar
          disableGutters
          sx={{
            minHeight: { xs: HEADER_HEIGHT },
            gap: { xs: 1, md: 2 },
            // The common Android width (360 px) and the small iPhones (375 px) need the header 36 px
            // narrower than 390 px does: closer items, and "Call me" without its icon (below).
            '@media (max-width: 399.95px)': { gap: '4px' },
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
              // Phones narrower than 400 px keep the words and drop the icon; the smallest (320 px)
              // also tighter padding.
              flexShrink: 0,
              '@media (max-width: 399.95px)': { '& .MuiButton-startIcon': { display: 'none' } },
              '@media (max-width: 359.95px)': { px: '8px' },
            }}
          >
            <Box component="span" sx={{ [SHORT_CALLBACK]: { display: 'none' } }}>
              Request a call back
            </Box>
            <Box component="span" sx={{ display: 'none', [SHORT_CALLBACK]: { display: 'inline' } }}>
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
            onPointerEnter={preloadMenuNow}
            onFocus={preloadMenuNow}
            onClick={() => dispatch(headerPanelOpened('menu'))}
            sx={{ display: { xs: 'inline-flex', lg: 'none' }, mr: -0.5 }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <CodeDownloadBoundary
        resetKey={panels.open}
        onUnavailable={() => {
          callbackDialog.retryAfterFailure();
          mobileDrawer.retryAfterFailure();
          mobileAccount.retryAfterFailure();
          dispatch(headerPanelsUnavailable());
          notify.error(CODE_DOWNLOAD_FAILED);
        }}
      >
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
              onClose={closeMenu}
              onRequestCallback={openDialog}
              signInEntries={signInEntries}
              accountSection={account ? <MobileNavAccount account={account} onClose={closeMenu} /> : null}
            />
          ) : null}
        </Suspense>
      </CodeDownloadBoundary>
    </AppBar>
  );
}

import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NotificationHost } from '../components/notifications/notification-host';
import type { AppStore, RootState } from './store';
import { theme } from './theme';

export interface ProvidersProps {
  store: AppStore;
  /**
   * Hydrating a prerendered page: the state the page was rendered with (the store's state before saved
   * state loads). Hydration reads it, so the first render matches the HTML; saved state shows right after.
   */
  serverState?: RootState;
  /** Hydrating a prerendered page: the emotion cache that took over its styles (adoptPrerenderedStyles). */
  styleCache?: EmotionCache | null;
  children: ReactNode;
}

/** Store, theme and notifications around the app (and around components in tests). */
export function Providers({ store, serverState, styleCache, children }: ProvidersProps) {
  const app = (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <NotificationHost />
      </ThemeProvider>
    </Provider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}

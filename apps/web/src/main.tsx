import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { persistWhenNeeded, renderedState, store } from './app/app-store';
import { Providers } from './app/providers';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { installGlobalErrorLogging } from './lib/lazy-client-log';
import { earlyInput } from './lib/hydration/early-input';
import { adoptPrerenderedStyles } from './lib/hydration/prerendered-styles';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import { prefetchWhenIdle } from './lib/when-idle';

// Native submits stopped and taps remembered since the page's first byte (its inline script), or from here.
const early = earlyInput();
installGlobalErrorLogging();
// zod (with the forms) is not part of the first load. Wherever it loads, the plain messages come with it
// (any zod issue without a message of its own reads as a plain sentence: lib/zod-with-messages.ts, which
// the build gives for 'zod'); once the page is up it is fetched ahead of a form's need, unless the
// visitor's data saver is on.
prefetchWhenIdle(() => void import('./lib/zod-messages'), 2000);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// What this browser saved on an earlier visit (persistence.ts) loads beside the page's code, not before it;
// a first visit loads what saves only when it has something to save.
const persisted = persistWhenNeeded().catch(() => undefined);

/** Settles once the page has hydrated or rendered (or could not load its code). */
let appStarted: Promise<unknown>;
if (container.hasAttribute('data-prerendered')) {
  // A public page written at build time (decision 0029): it is already painted. Its code is loaded
  // before the router starts, and it hydrates with the state it was rendered with; saved state follows
  // (what the visitor changed by then stays, persistence.ts). A button tapped before then is tapped again
  // as React starts listening, which hydrates it first.
  appStarted = loadMatchedRoutes(window.location.pathname).then(() => {
    const replayEarlyTap = early.stopHolding();
    hydrateRoot(
      container,
      <StrictMode>
        <Providers store={store} serverState={renderedState()} styleCache={adoptPrerenderedStyles(document)}>
          <RouterProvider router={createAppRouter({ prerendered: true })} />
        </Providers>
      </StrictMode>,
    );
    replayEarlyTap();
  });
} else {
  early.stopHolding();
  // A signed-in page renders once the saved copy is in (its wizards resume from it); the page's code loads
  // meanwhile. Without the network, it renders without it.
  const pageCode = loadMatchedRoutes(window.location.pathname).catch(() => undefined);
  appStarted = Promise.all([persisted, pageCode]).then(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers store={store}>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </StrictMode>,
    );
  });
}

// The offline copy is made once the page is up and the browser idle, not while it hydrates.
registerServiceWorker(appStarted);

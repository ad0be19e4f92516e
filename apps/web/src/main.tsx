import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { persistor, store } from './app/app-store';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { installGlobalErrorLogging } from './lib/client-log';
import { installPlainZodMessages } from './lib/zod-messages';

installGlobalErrorLogging();
// Any zod issue without a message of its own reads as a plain sentence, never zod's wording.
installPlainZodMessages();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers store={store} persistor={persistor}>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);

/**
 * Server entry of the build's prerender step (vite.config.ts, prerenderPublicPages): renders one public
 * page of the app to HTML with its critical CSS. Runs in Node at build time only, never in the browser.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { includeAreaRoutes, routes } from '../app/router';
import { createAppStore } from '../app/store';
import { collectStyles, emotionStyleTags } from './emotion-styles';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Style tags for <head>. */
  styles: string;
  /** <title> and <meta> the page renders, for <head> in place of the template's. */
  head: string;
}

/** Hoisted head elements React writes first, when the page renders any (React 19 puts them up front). */
const HEAD_ELEMENTS = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

export async function renderPage(path: string): Promise<RenderedPage> {
  await includeAreaRoutes(path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  const page = (cache: EmotionCache) => (
    <CacheProvider value={cache}>
      <Providers store={createAppStore().store}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Providers>
    </CacheProvider>
  );
  // The first pass waits for every lazy part of the page to load; the second renders them in place as
  // plain HTML (a streamed render would move late parts with inline scripts, which the CSP forbids).
  await new Response((await prerender(page(createCache({ key: 'css' })))).prelude).text();
  const cache = collectStyles(createCache({ key: 'css' }));
  const rendered = renderToString(page(cache));
  const head = HEAD_ELEMENTS.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(head.length);
  if (html.includes('<!--$!'))
    throw new Error(`${path} did not finish rendering: a part of it still suspends`);
  const script = /<script\b[\s\S]{0,200}/i.exec(html);
  if (script) throw new Error(`${path} rendered a script, which the page's CSP forbids: ${script[0]}`);
  return { html, styles: emotionStyleTags(cache), head };
}

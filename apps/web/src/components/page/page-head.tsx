import { useLayoutEffect } from 'react';
import { RENDERER } from '../../lib/renderer';

/** The app's name, as browser tabs and search results show it. */
export const BRAND = 'Telkom Cover';

export interface PageHeadProps {
  /** The page's own title: the tab reads "<title> – Telkom Cover". */
  title: string;
  /** The sentence search results show under the title. */
  description?: string;
  /** The home page's order: "Telkom Cover – <title>". */
  brandFirst?: boolean;
}

/**
 * React 19 moves a `<title>` or `<meta>` a component renders into the document's head. Preact, the browser
 * bundle's renderer (decision 0033), leaves them where they are rendered, inside the page.
 */
export const RENDERER_HOISTS_METADATA = RENDERER === 'react';

/**
 * Sets the document's title and search description while the calling page is shown, and puts back what
 * was there when it goes. The description is the head's one `<meta name="description">` (the template's,
 * or the prerendered page's), made if the head has none.
 */
export function useDocumentHead(title: string, description: string | undefined): void {
  useLayoutEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    if (description === undefined) return () => void (document.title = previousTitle);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const made = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previousDescription = meta.content;
    meta.content = description;
    return () => {
      document.title = previousTitle;
      if (made) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}

function DocumentHead({ title, description }: { title: string; description?: string }) {
  useDocumentHead(title, description);
  return null;
}

/**
 * A page's title and description, named here only, so the brand is written once. On React 19 (the
 * prerender, the tests) they are rendered as elements, which React puts into the document's head and the
 * prerender writes into the prerendered page's head (render-page.tsx); on Preact they are set on the
 * document itself.
 */
export function PageHead({ title, description, brandFirst = false }: PageHeadProps) {
  const fullTitle = brandFirst ? `${BRAND} – ${title}` : `${title} – ${BRAND}`;
  if (!RENDERER_HOISTS_METADATA) return <DocumentHead title={fullTitle} description={description} />;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}

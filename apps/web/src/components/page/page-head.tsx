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
 * A page's title and description. React 19 moves them into the document's head from wherever a page
 * renders them, and the prerender writes them into the prerendered page's head (render-page.tsx). Pages
 * name them here only, so the brand is written once, and a renderer without React's document metadata
 * would change this one file (decision 0033).
 */
export function PageHead({ title, description, brandFirst = false }: PageHeadProps) {
  return (
    <>
      <title>{brandFirst ? `${BRAND} – ${title}` : `${title} – ${BRAND}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}

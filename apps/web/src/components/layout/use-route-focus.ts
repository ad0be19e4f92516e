import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * After client-side navigation to another page, moves focus to the main content so keyboard and screen
 * reader users start at the new page (not at the link they used). Hash links are left to the browser.
 */
export function useRouteFocus() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

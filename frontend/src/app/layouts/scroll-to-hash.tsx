import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// How long to wait for a lazily loaded page to render the anchor a link points at.
const ANCHOR_WAIT_MS = 3000;

/**
 * Client-side navigation does not scroll by itself: go to the top of a new page, or to the
 * element a `/#anchor` link names (header "How It Works" and "Countries").
 */
export function ScrollToHash() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToAnchor = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return target !== null;
    };
    if (scrollToAnchor()) return;

    const observer = new MutationObserver(() => {
      if (scrollToAnchor()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [pathname, hash, key]);

  return null;
}

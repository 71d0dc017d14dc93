import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec part 1 §2.5: every route change starts at the top of the page, except a link to an anchor
 * (e.g. /support#contactus), which goes to that section.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCatalog } from '@/lib/i18n/catalogs';

// findBy*/waitFor wait up to 5 s, not 1: a file's first render includes loading its modules,
// which took over a second on this 2-core machine while other test tiers ran (flaky failures
// that said nothing about the app). A wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not lay pages out, so it has no scrolling; the app scrolls on navigation.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

// The app renders once its language's catalog is in; English (jsdom's navigator.language) is loaded up front.
beforeAll(async () => {
  await loadCatalog('en');
});

afterEach(() => {
  // The language a test chose (the switcher) must not carry into the next one.
  localStorage.removeItem('language');
  document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  cleanup();
  // A toast kept for "after the reload" must not leak into the next test.
  sessionStorage.clear();
});

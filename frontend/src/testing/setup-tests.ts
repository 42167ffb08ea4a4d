import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not lay pages out, so it has no scrolling; the app scrolls on navigation.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // A toast kept for "after the reload" must not leak into the next test.
  sessionStorage.clear();
});

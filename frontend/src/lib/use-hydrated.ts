import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a prerendered page is shown but the app has not taken it over yet (its first,
 * hydrating render), true from then on and in every page the app renders itself. A form on a
 * prerendered page stays disabled until then: typed into or submitted before, the browser would
 * send it itself (a GET with the password in the address) or the app would not see what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}

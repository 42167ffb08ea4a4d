/**
 * A full page load, not a client-side navigation: used where the spec asks for one
 * (signed-out access to a protected page, sign out) so no stale state survives.
 */
export function hardRedirect(path: string): void {
  window.location.href = path;
}

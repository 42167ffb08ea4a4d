import type { CDPSession, Page } from 'playwright-core';

/**
 * A platform authenticator in the browser (DevTools' WebAuthn domain) that says yes by itself:
 * it keeps discoverable passkeys and verifies its user, as a phone's or laptop's does. The page
 * must be opened as localhost (`openPage(..., { host: 'localhost' })`): passkeys take no IP address.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

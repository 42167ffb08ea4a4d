/**
 * Who we are to a browser's passkeys (WebAuthn's relying party), from the app's public URL:
 * the RP ID is its host name and an assertion must come from its origin. A browser takes no IP
 * address as an RP ID, so an app served at 127.0.0.1 (development, tests) is `localhost` to
 * passkeys, and its pages must be opened as http://localhost:<port> to use them.
 */
export interface PasskeyRelyingParty {
  rpID: string;
  origins: string[];
}

export function passkeyRelyingParty(appUrl: string): PasskeyRelyingParty {
  const url = new URL(appUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== '[::1]') return { rpID: url.hostname, origins: [url.origin] };
  const local = new URL(url.origin);
  local.hostname = 'localhost';
  return { rpID: 'localhost', origins: [local.origin, url.origin] };
}

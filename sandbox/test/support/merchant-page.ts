import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';

/** Chromium flags for a headless run in a container; playwright-core never downloads a browser. */
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
  });
}

/**
 * A merchant page on its own origin (another port than the sandbox's) that loads the
 * sandbox's Stripe.js with a script tag and has empty containers to mount Elements in.
 */
export async function startMerchantPage(sandboxUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Merchant checkout</title></head>
<body>
  <form id="checkout">
    <div id="card"></div>
    <div id="card-number"></div>
    <div id="card-expiry"></div>
    <div id="card-cvc"></div>
  </form>
  <script src="${sandboxUrl}/stripe/js/v3"></script>
</body>
</html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/checkout`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

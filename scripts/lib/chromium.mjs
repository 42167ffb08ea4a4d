// The end-to-end tier drives Debian's Chromium; no test tool may download a browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Path of a Chromium binary, installing Debian's package when missing and permitted. */
export function ensureChromium(env = process.env) {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH.');
  }
  console.log('[setup] installing Debian chromium for the end-to-end tests');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return '/usr/bin/chromium';
}

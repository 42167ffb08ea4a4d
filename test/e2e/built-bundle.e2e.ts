import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file of the built frontend (the e2e tier builds it before running). */
function builtFiles(dir = 'frontend/dist'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? builtFiles(path) : [path];
  });
}

describe('the built frontend', () => {
  it('never sends card numbers anywhere: no raw-card API call, only Stripe.js iframes', () => {
    const scripts = builtFiles().filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8');
      expect({ file, rawCardCall: /card\[number\]|card%5Bnumber%5D|\/v1\/payment_methods|card\[cvc\]/.test(text) }).toEqual({ file, rawCardCall: false });
      // Stripe.js comes from the configured URL, never injected by a library from js.stripe.com.
      expect({ file, stripeCdn: text.includes('js.stripe.com') }).toEqual({ file, stripeCdn: false });
    }
  });
});

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./react-checkout.fixture.mjs', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Bundles react-checkout.fixture.mjs (React, react-dom and the installed
 * @stripe/react-stripe-js) into one browser script with rolldown, in a child process so the
 * bundler's native module stays out of jest's module registry. Takes well under a second.
 */
export function bundleReactCheckout(): string {
  const build = `
    import { rolldown } from 'rolldown';
    const bundle = await rolldown({
      input: ${JSON.stringify(entry)},
      cwd: ${JSON.stringify(root)},
      resolve: { modules: [${JSON.stringify(`${root}node_modules`)}] },
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      logLevel: 'silent',
    });
    const { output } = await bundle.generate({ format: 'iife' });
    process.stdout.write(output[0].code);
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', build], {
    cwd: root,
    maxBuffer: 20 * 1024 * 1024,
    encoding: 'utf8',
  });
}

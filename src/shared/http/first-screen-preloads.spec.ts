import { firstScreenPreloads, preloadTags, SIGNED_IN_LAYOUT, type BuildManifest } from './first-screen-preloads.js';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-Ab3dE_9z.js', imports: ['_react-Qq1wW2eE.js'] },
  '_react-Qq1wW2eE.js': { file: 'assets/react-Qq1wW2eE.js' },
  '_form-As4dF-g2.js': { file: 'assets/form-As4dF-g2.js', imports: ['_react-Qq1wW2eE.js', '_input-Rt5yU6iO.js'] },
  '_input-Rt5yU6iO.js': { file: 'assets/input-Rt5yU6iO.js', imports: ['_form-As4dF-g2.js'] },
  'src/features/auth/routes/login.tsx': { file: 'assets/login-Zx5cV_b3.js', imports: ['index.html', '_form-As4dF-g2.js'] },
};

describe('preloadTags', () => {
  it("links a page chunk and everything it imports that the entry does not load already, through import cycles", () => {
    expect(preloadTags(manifest, 'src/features/auth/routes/login.tsx').split('\n    ')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/login-Zx5cV_b3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-As4dF-g2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/input-Rt5yU6iO.js">',
    ]);
  });

  it('links several chunks once each, what they share too', () => {
    const withSignup = { ...manifest, 'src/features/auth/routes/register.tsx': { file: 'assets/register-Pp0oL1kk.js', imports: ['index.html', '_form-As4dF-g2.js'] } };
    expect(preloadTags(withSignup, 'src/features/auth/routes/login.tsx', 'src/features/auth/routes/register.tsx').split('\n    ')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/login-Zx5cV_b3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-As4dF-g2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/input-Rt5yU6iO.js">',
      '<link rel="modulepreload" crossorigin href="/assets/register-Pp0oL1kk.js">',
    ]);
  });

  it("links the signed-in layout's chunks (who is signed in, the account menu, the footer) on a signed-in page, not on a public one", () => {
    const layout = Object.fromEntries(SIGNED_IN_LAYOUT.map((source, i) => [source, { file: `assets/layout${i}-Aa00Bb1${i}.js`, imports: ['index.html'] }]));
    const built: BuildManifest = {
      ...manifest,
      ...layout,
      'src/features/dashboard/routes/dashboard.tsx': { file: 'assets/dashboard-Dd0dDd0d.js', imports: ['index.html'] },
    };
    const preloads = firstScreenPreloads(built);
    for (const { file } of Object.values(layout)) {
      expect(preloads.get('/dashboard')).toContain(`href="/${file}"`);
      expect(preloads.get('/login')).not.toContain(`href="/${file}"`);
    }
    expect(preloads.get('/dashboard')).toContain('href="/assets/dashboard-Dd0dDd0d.js"');
  });

  it('links nothing for a page the build does not have', () => {
    expect(preloadTags(manifest, 'src/features/auth/routes/register.tsx')).toBe('');
  });
});

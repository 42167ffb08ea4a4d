import { preloadTags, type BuildManifest } from './first-screen-preloads.js';

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

  it('links nothing for a page the build does not have', () => {
    expect(preloadTags(manifest, 'src/features/auth/routes/register.tsx')).toBe('');
  });
});

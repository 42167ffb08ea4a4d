import { apiDocsEnabled } from './environment.schema.js';

describe('apiDocsEnabled', () => {
  it('serves the API reference outside production unless switched off', () => {
    expect(apiDocsEnabled({ NODE_ENV: 'development', API_DOCS_ENABLED: undefined })).toBe(true);
    expect(apiDocsEnabled({ NODE_ENV: 'test', API_DOCS_ENABLED: undefined })).toBe(true);
    expect(apiDocsEnabled({ NODE_ENV: 'development', API_DOCS_ENABLED: 'false' })).toBe(false);
  });

  it('keeps it private in production unless configured', () => {
    expect(apiDocsEnabled({ NODE_ENV: 'production', API_DOCS_ENABLED: undefined })).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'production', API_DOCS_ENABLED: 'true' })).toBe(true);
  });
});

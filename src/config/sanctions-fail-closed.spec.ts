import { sanctionsFailClosed } from './environment.schema.js';

describe('sanctionsFailClosed', () => {
  it('holds transfers screened without a list in production unless configured otherwise', () => {
    expect(sanctionsFailClosed({ NODE_ENV: 'production', SANCTIONS_FAIL_CLOSED: undefined })).toBe(true);
    expect(sanctionsFailClosed({ NODE_ENV: 'production', SANCTIONS_FAIL_CLOSED: 'false' })).toBe(false);
  });

  it('lets them go ahead elsewhere unless configured to hold them', () => {
    expect(sanctionsFailClosed({ NODE_ENV: 'development', SANCTIONS_FAIL_CLOSED: undefined })).toBe(false);
    expect(sanctionsFailClosed({ NODE_ENV: 'test', SANCTIONS_FAIL_CLOSED: undefined })).toBe(false);
    expect(sanctionsFailClosed({ NODE_ENV: 'test', SANCTIONS_FAIL_CLOSED: 'true' })).toBe(true);
  });
});

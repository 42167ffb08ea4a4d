import { loggableUrl } from './loggable-url.js';

describe('loggableUrl', () => {
  it('hides the access token of the bank checkout page and keeps the rest', () => {
    const logged = loggableUrl('/teller-checkout?session_id=abc&access_token=token_secret123');
    expect(logged).not.toContain('token_secret123');
    expect(logged).toContain('session_id=abc');
    expect(logged).toContain('access_token=');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(loggableUrl('/api/quote?amount=10&country=kenya')).toBe('/api/quote?amount=10&country=kenya');
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });

  it('hides the enrollment a bank-link popup returns with', () => {
    expect(loggableUrl('/teller-callback?enrollment=%7B%22accessToken%22%3A%22token_x%22%7D')).not.toContain('token_x');
  });

  it('hides the secret segment of the payout callback path', () => {
    const logged = loggableUrl('/api/payout-callbacks/s3cret-token-0123456789abcdef0123/daraja/result');
    expect(logged).not.toContain('s3cret-token');
    expect(logged).toMatch(/^\/api\/payout-callbacks\/[^/]+\/daraja\/result$/);
  });
});

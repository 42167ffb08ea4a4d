import { signInAccount } from './auth-rate-limits.js';

describe('signInAccount (the per-account sign-in limit key)', () => {
  it('is one key for a phone number however it is typed', () => {
    const keys = ['+12025550142', '+1 202-555-0142', '(202) 555-0142', '202.555.0142'].map((emailOrPhone) => signInAccount({ emailOrPhone }));
    expect(new Set(keys)).toEqual(new Set(['phone:+12025550142']));
  });

  it('is one key for an email whatever its case and surrounding spaces', () => {
    expect(signInAccount({ emailOrPhone: ' Amina@Example.COM ' })).toBe(signInAccount({ emailOrPhone: 'amina@example.com' }));
  });

  it('keeps text that names no account apart from any account', () => {
    expect(signInAccount({ emailOrPhone: 'not a contact' })).toBe('raw:not a contact');
  });
});

import { AccountSuspendedError, AccountUnverifiedError, ContactRequiredError } from './identity.errors.js';
import { User } from './user.js';

const at = new Date('2026-11-22T10:00:00Z');
const fields = { email: 'amina@example.com', phone: null, passwordHash: 'h', firstName: 'Amina', lastName: 'Okello' };

describe('a user', () => {
  it('needs an email or a phone number to register', () => {
    expect(() => User.register({ ...fields, email: null }, at)).toThrow(ContactRequiredError);
  });

  it('verifies by email when it has one, else by phone', () => {
    expect(User.register(fields, at).verificationChannel()).toBe('email');
    expect(User.register({ ...fields, email: null, phone: '+12025550100' }, at).verificationChannel()).toBe('phone');
  });

  it('may not sign in before verifying, and is told how', () => {
    const user = User.register(fields, at);
    user.id = 42;
    expect(() => user.assertMaySignIn()).toThrow(AccountUnverifiedError);
    try {
      user.assertMaySignIn();
    } catch (error) {
      expect((error as AccountUnverifiedError).details).toEqual({ userId: 42, verificationType: 'email' });
    }
  });

  it('may sign in once verified, and not while suspended', () => {
    const user = User.register(fields, at);
    user.markVerified('email', at);
    expect(() => user.assertMaySignIn()).not.toThrow();
    user.suspend(at);
    expect(() => user.assertMaySignIn()).toThrow(AccountSuspendedError);
    user.activate(at);
    expect(() => user.assertMaySignIn()).not.toThrow();
  });
});

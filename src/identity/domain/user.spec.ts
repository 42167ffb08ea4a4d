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
      expect((error as AccountUnverifiedError).details).toEqual({ userId: 42, verificationType: 'email', codeSent: true });
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

  it('loses an unverified contact another account verified, keeping the other, and can never lose a verified one', () => {
    const user = User.register({ ...fields, phone: '+12025550100' }, at);
    expect(user.loseContact('email', at)).toBe(true);
    expect([user.email, user.phone, user.verificationChannel()]).toEqual([null, '+12025550100', 'phone']);
    expect(user.loseContact('phone', at)).toBe(false);

    const verified = User.register(fields, at);
    verified.markVerified('email', at);
    expect(verified.hasVerified('email')).toBe(true);
    expect(verified.hasVerified('phone')).toBe(false);
    expect(() => verified.loseContact('email', at)).toThrow();
  });
});

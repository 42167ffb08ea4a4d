import type { UserContact } from '../identity/user-directory.service.js';
import { Rate } from '../shared/domain/rate.js';
import { rateAlertMessage } from './rate-alert-message.js';

const contact = (fields: Partial<UserContact>): UserContact => ({
  firstName: 'Amina',
  email: 'amina@example.com',
  phone: '+12025550123',
  isEmailVerified: true,
  isPhoneVerified: true,
  notifyByEmail: true,
  notifyBySms: true,
  language: 'en',
  ...fields,
});
const alert = { country: 'kenya' as const, target: Rate.parse('139.5'), reached: Rate.parse('140') };

describe('the message of a reached rate alert', () => {
  it('is an email with the rate, the target and a link to send to the country', () => {
    const message = rateAlertMessage(alert, contact({}), 'https://remit.example/');
    expect(message).toMatchObject({ channel: 'email', to: 'amina@example.com', subject: 'Kenya: the rate reached your alert' });
    expect(message?.text).toContain('1 USD = 140.0000 KES, your alert was 139.5000');
    expect(message?.text).toContain('https://remit.example/send?country=kenya');
  });

  it('is a text when the email is unverified or turned off in the settings, and nothing when neither channel is left', () => {
    expect(rateAlertMessage(alert, contact({ isEmailVerified: false }), 'http://localhost:3000')).toMatchObject({ channel: 'sms', to: '+12025550123' });
    const sms = rateAlertMessage(alert, contact({ notifyByEmail: false }), 'http://localhost:3000');
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toBe('Remit East Africa: 1 USD = 140.0000 KES for Kenya, your alert was 139.5000. Send at this rate: http://localhost:3000/send?country=kenya');
    expect(rateAlertMessage(alert, contact({ notifyByEmail: false, notifyBySms: false }), 'http://localhost:3000')).toBeNull();
    expect(rateAlertMessage(alert, contact({ isEmailVerified: false, isPhoneVerified: false }), 'http://localhost:3000')).toBeNull();
  });
});

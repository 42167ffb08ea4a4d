import { isSameRecipient, recipientKey } from './recipient-address.js';

describe('recipient addresses', () => {
  it('compares e-mail addresses case-insensitively', () => {
    expect(isSameRecipient('Amina@Example.COM', ' amina@example.com ')).toBe(true);
    expect(isSameRecipient('amina@example.com', 'amina@example.org')).toBe(false);
  });

  it('compares phone numbers by their digits', () => {
    expect(isSameRecipient('+15550100000', '+1 (555) 010-0000')).toBe(true);
    expect(isSameRecipient('+15550100000', ' 15550100000')).toBe(true);
    expect(isSameRecipient('+15550100000', '+15550100001')).toBe(false);
  });

  it('never matches on an empty key', () => {
    expect(recipientKey('not a number')).toBe('');
    expect(isSameRecipient('abc', 'def')).toBe(false);
    expect(isSameRecipient('', '')).toBe(false);
  });

  it('does not confuse an e-mail with a phone number', () => {
    expect(isSameRecipient('15550100000@example.com', '+15550100000')).toBe(false);
  });
});

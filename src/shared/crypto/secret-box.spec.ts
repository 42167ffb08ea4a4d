import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box.js';

const key = randomBytes(32).toString('base64');

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const box = new SecretBox(key);
    const sealed = box.seal('Your code is 493817');
    expect(sealed).not.toContain('493817');
    expect(box.open(sealed)).toBe('Your code is 493817');
  });

  it('seals the same text differently each time', () => {
    const box = new SecretBox(key);
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const box = new SecretBox(key);
    const sealed = box.seal('token-abc');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32).toString('base64')).open(sealed)).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16).toString('base64'))).toThrow(/32-byte/);
  });
});

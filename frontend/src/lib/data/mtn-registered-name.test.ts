import { describe, expect, it } from 'vitest';
import { mtnWalletNumber } from './mtn-registered-name';

describe('mtnWalletNumber', () => {
  it.each(['0772123456', '0772 123 456', '772123456', '256772123456', '00256772123456', '+256 772-123-456'])(
    'reads %s as +256772123456',
    (typed) => {
      expect(mtnWalletNumber(typed)).toBe('+256772123456');
    },
  );

  it.each(['076', '077212345', '0701234567', '+256712345678', '+254712345678', '07721234567'])(
    'waits for a complete MTN number, not %s',
    (typed) => {
      expect(mtnWalletNumber(typed)).toBeUndefined();
    },
  );
});

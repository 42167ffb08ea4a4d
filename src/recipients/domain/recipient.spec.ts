import { DuplicateRecipientError, InvalidRecipientPhoneError } from './recipient.errors.js';
import { Recipient, type RecipientDetails } from './recipient.js';
import { walletDestination } from '../../shared/domain/delivery-method.js';

const at = new Date('2026-11-22T10:00:00Z');
const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
const wanjiru: RecipientDetails = { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678', country: 'kenya', destination: walletDestination('mpesa') };

describe('a recipient', () => {
  it('added by hand has never been sent to', () => {
    const recipient = Recipient.add(7, wanjiru, at);
    const { destination, ...fields } = wanjiru;
    expect(recipient).toMatchObject({ ...fields, deliveryMethod: 'mpesa', userId: 7, lastUsed: null, createdAt: at, updatedAt: at });
    expect(recipient.destination()).toEqual(destination);
  });

  it('saved by a first transfer is used once, at that moment', () => {
    const recipient = Recipient.addOnFirstUse(7, wanjiru, at);
    expect(recipient).toMatchObject({ lastUsed: at });
  });

  it('remembers the latest of its transfers', () => {
    const recipient = Recipient.addOnFirstUse(7, wanjiru, at);
    recipient.recordUse(later(5));
    recipient.recordUse(later(10));
    expect(recipient).toMatchObject({ lastUsed: later(10), updatedAt: later(10) });
  });

  it('keeps the latest use when an earlier one is recorded after it', () => {
    const recipient = Recipient.addOnFirstUse(7, wanjiru, later(10));
    recipient.recordUse(later(5));
    expect(recipient).toMatchObject({ lastUsed: later(10) });
  });

  it('takes corrected details, keeping its history', () => {
    const recipient = Recipient.addOnFirstUse(7, wanjiru, at);
    recipient.recordUse(later(1));
    const corrected: RecipientDetails = {
      firstName: 'Wanjiru W.',
      lastName: 'Kamau',
      phone: '+256772123456',
      country: 'uganda',
      destination: walletDestination('mtn_momo'),
    };
    recipient.updateDetails(corrected, later(2));
    const { destination, ...fields } = corrected;
    expect(recipient).toMatchObject({ ...fields, deliveryMethod: 'mtn_momo', lastUsed: later(1), createdAt: at, updatedAt: later(2) });
    expect(recipient.destination()).toEqual(destination);
    expect(recipient.isReachedAt('uganda', '+256772123456')).toBe(true);
    expect(recipient.isReachedAt('kenya', '+254712345678')).toBe(false);
  });

  it('takes the names and the way of payment a transfer used, changing only when one differs', () => {
    const recipient = Recipient.add(7, wanjiru, at);
    recipient.updateFromTransfer(wanjiru, later(1));
    expect(recipient.updatedAt).toEqual(at);
    recipient.updateFromTransfer({ ...wanjiru, lastName: 'Otieno' }, later(2));
    expect(recipient).toMatchObject({ firstName: 'Wanjiru', lastName: 'Otieno', updatedAt: later(2) });
    const abebe: RecipientDetails = {
      firstName: 'Abebe',
      lastName: 'Bikila',
      phone: '+251911234567',
      country: 'ethiopia',
      destination: { method: 'bank_account', bankId: '4031', bankName: 'Commercial Bank of Ethiopia', accountNumber: '1000123456789' },
    };
    const ethiopian = Recipient.add(7, { ...abebe, destination: walletDestination('telebirr') }, at);
    ethiopian.updateFromTransfer(abebe, later(3));
    expect(ethiopian.destination()).toEqual(abebe.destination);
    expect(ethiopian.updatedAt).toEqual(later(3));
  });
});

describe('recipient errors', () => {
  it('name the country a duplicate is in, and the nationality a phone must have', () => {
    expect(new DuplicateRecipientError('ethiopia')).toMatchObject({
      code: 'RECIPIENT.DUPLICATE',
      kind: 'conflict',
      message: 'You already have a recipient with this phone number in Ethiopia.',
    });
    expect(new InvalidRecipientPhoneError('eritrea')).toMatchObject({
      code: 'RECIPIENT.INVALID_PHONE',
      kind: 'validation',
      field: 'phone',
      message: 'Enter a valid Eritrean phone number',
    });
  });
});

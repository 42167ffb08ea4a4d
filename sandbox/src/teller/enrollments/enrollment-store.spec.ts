import { EnrollmentStore } from './enrollment-store.js';
import { sandboxInstitutions } from './sandbox-institutions.js';
import { newEnrollment, tokenPreview } from './teller-enrollment.js';

describe('EnrollmentStore', () => {
  const institution = sandboxInstitutions[0]!;

  it('finds an enrollment by its access token and forgets the oldest past capacity', () => {
    const store = new EnrollmentStore(2);
    const [first, second, third] = [1, 2, 3].map(() => store.add(newEnrollment(institution, 'app_1', new Date())));

    expect(store.findByToken(third!.accessToken)).toBe(third);
    expect(store.findByToken(first!.accessToken)).toBeUndefined();
    expect(store.newestFirst()).toEqual([third, second]);
  });

  it('gives every enrollment the three sandbox accounts with the institution routing number', () => {
    const enrollment = newEnrollment(institution, null, new Date());
    expect(enrollment.accessToken).toMatch(/^token_[a-z0-9]{26}$/);
    expect(enrollment.accounts.map((account) => [account.name, account.accountNumber.slice(-4), account.routingNumber])).toEqual([
      ['Sandbox Checking', '1234', '110000000'],
      ['Sandbox Savings', '5678', '110000000'],
      ['Sandbox Failing Checking', '0002', '110000000'],
    ]);
    expect(tokenPreview(enrollment.accessToken)).toBe(`${enrollment.accessToken.slice(0, 10)}…`);
  });
});

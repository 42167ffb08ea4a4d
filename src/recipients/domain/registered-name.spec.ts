import { registeredNameMatches } from './registered-name.js';

const grace = { firstName: 'Grace', lastName: 'Nakato' };

describe('a registered name matches the typed one', () => {
  it.each([
    ['the same words in capitals', 'GRACE NAKATO'],
    ['the other order', 'Nakato Grace'],
    ['a middle name on the registered side', 'GRACE ACHIENG NAKATO'],
    ['extra spaces and punctuation', '  grace,  nakato. '],
  ])('with %s', (_case, registered) => {
    expect(registeredNameMatches(grace, registered)).toBe(true);
  });

  it('without accents on one side', () => {
    expect(registeredNameMatches({ firstName: 'José', lastName: 'Müller' }, 'JOSE MULLER')).toBe(true);
    expect(registeredNameMatches({ firstName: 'Jose', lastName: 'Muller' }, 'José Müller')).toBe(true);
  });

  it('with a middle name the sender typed and the partner does not hold', () => {
    expect(registeredNameMatches({ firstName: 'Abebe Tesfaye', lastName: 'Bekele' }, 'TESFAYE BEKELE')).toBe(true);
  });
});

describe('a registered name does not match', () => {
  it.each([
    ['another person', 'BRENDA AKELLO'],
    ['the same first name only', 'GRACE AKELLO'],
    ['the same surname only', 'BRENDA NAKATO'],
    ['nothing', '   '],
  ])('for %s', (_case, registered) => {
    expect(registeredNameMatches(grace, registered)).toBe(false);
  });
});

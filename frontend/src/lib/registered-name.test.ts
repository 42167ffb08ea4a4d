import { describe, expect, it } from 'vitest';
import { sameRegisteredPerson } from './registered-name';

describe('sameRegisteredPerson', () => {
  it.each(['GRACE NAKATO', 'Nakato Grace', 'GRACE ACHIENG NAKATO', ' grace, nakato '])('takes %s for Grace Nakato', (registered) => {
    expect(sameRegisteredPerson('Grace', 'Nakato', registered)).toBe(true);
  });

  it('ignores accents', () => {
    expect(sameRegisteredPerson('José', 'Müller', 'JOSE MULLER')).toBe(true);
  });

  it.each(['BRENDA AKELLO', 'GRACE AKELLO', 'BRENDA NAKATO', ''])('tells %s from Grace Nakato', (registered) => {
    expect(sameRegisteredPerson('Grace', 'Nakato', registered)).toBe(false);
  });
});

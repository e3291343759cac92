import { describe, expect, it } from 'vitest';
import { displayName } from '../../../src/domain/membership/Membership';

describe('displayName', () => {
  it('names a member by first and last name, else by e-mail', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Rossi', email: 'ada@demo.test' })).toBe('Ada Rossi');
    expect(displayName({ firstName: '', lastName: '', email: 'ada@demo.test' })).toBe('ada@demo.test');
  });
});

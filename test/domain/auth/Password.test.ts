import { describe, expect, it } from 'vitest';
import { passwordChecklist, type PasswordChecklist } from '../../../src/domain/auth/Password';

describe('passwordChecklist (spec §5: the live checklist of the standard sign-up)', () => {
  it.each<[string, PasswordChecklist]>([
    ['', { length: false, letterAndNumber: false, special: false }],
    ['abc12!x', { length: false, letterAndNumber: true, special: true }],
    ['abc123!x', { length: true, letterAndNumber: true, special: true }],
    ['abcdefghij123456789!z', { length: false, letterAndNumber: true, special: true }],
    ['abcdefgh', { length: true, letterAndNumber: false, special: false }],
    ['12345678', { length: true, letterAndNumber: false, special: false }],
    ['abcd1234', { length: true, letterAndNumber: true, special: false }],
    ['  abcd123  ', { length: false, letterAndNumber: true, special: false }],
  ])('%j ticks %o', (password, checklist) => {
    expect(passwordChecklist(password)).toEqual(checklist);
  });

});

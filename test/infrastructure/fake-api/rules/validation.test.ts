import { describe, expect, it } from 'vitest';
import { SIGN_IN_PASSWORD_MIN_LENGTH } from '../../../../src/domain/auth/Password';
import { isEmail, privatePasswordProblem } from '../../../../src/infrastructure/fake-api/rules/validation';

describe('the fake back end’s e-mail rule', () => {
  it.each([
    ['ada@example.com', true],
    ['ada@example', false],
    ['ada @example.com', false],
    // A control or zero-width character makes an address that passes for another.
    ['ada\u200B@example.com', false],
    ['ada@exam\u200Dple.com', false],
    ['ada\u2060@example.com', false],
    ['ada\u0007@example.com', false],
  ])('%j is an e-mail address: %s', (email, valid) => {
    expect(isEmail(email)).toBe(valid);
  });
});

describe('the fake back end’s private sign-up password rule', () => {
  it('is the domain’s sign-in minimum, counted on the trimmed password', () => {
    const shortest = 'p'.repeat(SIGN_IN_PASSWORD_MIN_LENGTH);
    expect(privatePasswordProblem(shortest)).toBeNull();
    expect(privatePasswordProblem(` ${shortest.slice(1)} `)).toBe(`The password must be at least ${SIGN_IN_PASSWORD_MIN_LENGTH} characters long.`);
  });
});

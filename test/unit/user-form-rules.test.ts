/**
 * The Add User and Edit User form rules shared by the admin user routes and the web dialog (spec part 2,
 * 3 "New user form"; issue 11): what counts as a phone number and how Full Name splits into first and last.
 */
import { describe, expect, it } from 'vitest';
import { isPhoneNumber, splitFullName } from '../../lambdas/features/account/domain/users';

describe('isPhoneNumber', () => {
  it('accepts numbers as people write them: an optional leading +, digits with spaces, dashes, dots or parentheses', () => {
    for (const ok of ['+49 170 1234567', '0170-123.45(67)', '(030) 123 456', '1234567', '+1234567', '030/1234567']) {
      expect(isPhoneNumber(ok), ok).toBe(true);
    }
  });

  it('needs 7 to 15 digits, counting only the digits', () => {
    expect(isPhoneNumber('123456')).toBe(false);
    expect(isPhoneNumber('1234567')).toBe(true);
    expect(isPhoneNumber('123456789012345')).toBe(true);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(isPhoneNumber('+1 234 567 890 123 45')).toBe(true);
    expect(isPhoneNumber('+1 234 567 890 123 456')).toBe(false);
    expect(isPhoneNumber('12 34 56')).toBe(false);
    expect(isPhoneNumber('(((---...)))')).toBe(false);
  });

  it('refuses letters, a + anywhere but the start, and other characters', () => {
    for (const bad of ['', '+', 'a1234567', '1234567a', '12345x67', '++1234567', '1234567+', '12 + 34567', '1234567#', '1234567\n', 'tel:1234567', '１２３４５６７']) {
      expect(isPhoneNumber(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('splitFullName', () => {
  it('splits at the first space: the first name, and the rest as last name', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });

  it('trims the ends and reads any run of whitespace as one space', () => {
    expect(splitFullName('  Ada \t King\n\nLovelace  ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitFullName('Ada  Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('gives an empty last name for a single name, and empty names for blank input', () => {
    expect(splitFullName('  Ada ')).toEqual({ firstName: 'Ada', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});

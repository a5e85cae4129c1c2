/**
 * The Add User and Edit User form rules shared by the admin user routes and the web dialog (spec part 2,
 * 3 "New user form"): what counts as a phone number and how Full Name splits into first and last.
 */
import { describe, expect, it } from 'vitest';
import { userCreateSchema, userUpdateSchema } from '../../lambdas/features/admin/domain/schemas';
import { isPhoneNumber, splitFullName, userMessages } from '../../lambdas/features/account/domain/users';

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

describe('the Add User and Edit User bodies', () => {
  const edit = { firstName: 'Rita', lastName: 'Maasikas', company: null };
  const add = { ...edit, email: 'rita@example.com', password: 'Correct-Horse-42', role: 'geodesist' };

  it('keep a phone number as written, trimmed, and store none for an empty or missing one', () => {
    expect(userUpdateSchema.parse({ ...edit, phone: ' +372 5123 4567 ' }).phone).toBe('+372 5123 4567');
    expect(userUpdateSchema.parse({ ...edit, phone: '' }).phone).toBeNull();
    expect(userUpdateSchema.parse({ ...edit, phone: '   ' }).phone).toBeNull();
    expect(userUpdateSchema.parse(edit).phone).toBeNull();
    expect(userCreateSchema.parse({ ...add, phone: '0170-1234567' }).phone).toBe('0170-1234567');
  });

  it('refuse a phone number that is not one with the phone message', () => {
    for (const phone of ['12345', 'call me', '+372 5123 4567 ext. 9']) {
      expect(
        userUpdateSchema.safeParse({ ...edit, phone }).error?.issues.map((i) => [i.path[0], i.message]),
        phone,
      ).toEqual([['phone', userMessages.invalidPhone]]);
      expect(
        userCreateSchema.safeParse({ ...add, phone }).error?.issues.map((i) => i.message),
        phone,
      ).toEqual([userMessages.invalidPhone]);
    }
  });

  it('take a missing last name as empty, and trim a given one', () => {
    const { lastName: _omitted, ...withoutLastName } = edit;
    expect(userUpdateSchema.parse(withoutLastName).lastName).toBe('');
    expect(userCreateSchema.parse({ ...add, lastName: undefined }).lastName).toBe('');
    expect(userUpdateSchema.parse({ ...edit, lastName: ' Maasikas ' }).lastName).toBe('Maasikas');
  });
});

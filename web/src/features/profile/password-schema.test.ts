import { schemaFieldErrors } from '../../lib/form/field-errors';
import { passwordChangeSchema } from './password-schema';

describe('passwordChangeSchema', () => {
  it('requires the current password, six characters and a matching confirmation', () => {
    expect(
      schemaFieldErrors(passwordChangeSchema, {
        currentPassword: '',
        newPassword: 'abc',
        confirmPassword: 'abd',
      }),
    ).toEqual({
      currentPassword: 'currentPasswordRequired',
      newPassword: 'passwordTooShort',
      confirmPassword: 'passwordsDoNotMatch',
    });
    expect(
      schemaFieldErrors(passwordChangeSchema, {
        currentPassword: 'old',
        newPassword: 'abcdef',
        confirmPassword: 'abcdeg',
      }),
    ).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
    expect(
      passwordChangeSchema.safeParse({
        currentPassword: 'old',
        newPassword: 'abcdef',
        confirmPassword: 'abcdef',
      }).success,
    ).toBe(true);
  });
});

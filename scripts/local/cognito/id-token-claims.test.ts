import { standardAttributeClaims } from './id-token-claims';

describe('standardAttributeClaims', () => {
  it('keeps standard attributes with the types Cognito gives them', () => {
    // Act
    const claims = standardAttributeClaims([
      { Name: 'sub', Value: 'abc' },
      { Name: 'given_name', Value: 'Bea' },
      { Name: 'family_name', Value: 'Buyer' },
      { Name: 'phone_number', Value: '+15550100001' },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'phone_number_verified', Value: 'false' },
      { Name: 'updated_at', Value: '1700000000' },
      { Name: 'custom:tier', Value: 'gold' },
    ]);

    // Assess
    expect(claims).toEqual({
      given_name: 'Bea',
      family_name: 'Buyer',
      phone_number: '+15550100001',
      email_verified: true,
      phone_number_verified: false,
      updated_at: 1700000000,
    });
  });

  it('answers no claims for no attributes', () => {
    // Assess
    expect(standardAttributeClaims(undefined)).toEqual({});
  });
});

import { selectedProfileTab, visibleProfileTabs } from './visible-tabs';

describe('visibleProfileTabs', () => {
  it.each([
    [
      ['buyer'],
      ['profile', 'preferences', 'buyer-preferences', 'texts', 'buybox', 'company', 'roles', 'password'],
    ],
    [['originator'], ['profile', 'seller-preferences', 'company', 'integrations', 'roles', 'password']],
    [['owner'], ['profile', 'buybox', 'company', 'integrations', 'roles', 'password']],
    [
      ['admin'],
      [
        'profile',
        'preferences',
        'buyer-preferences',
        'texts',
        'buybox',
        'seller-preferences',
        'company',
        'integrations',
        'roles',
        'password',
      ],
    ],
  ] as const)('shows %j their tabs', (roles, tabs) => {
    expect(visibleProfileTabs({ roles: [...roles] })).toEqual(tabs);
  });

  it('falls back to the profile tab for an unknown or hidden tab, and keeps the completion targets', () => {
    expect(selectedProfileTab({ roles: ['originator'] }, 'buybox')).toBe('profile');
    expect(selectedProfileTab({ roles: ['originator'] }, 'nonsense')).toBe('profile');
    expect(selectedProfileTab({ roles: ['owner'] }, 'buybox')).toBe('buybox');
    expect(selectedProfileTab({ roles: ['buyer'] }, 'preferences')).toBe('preferences');
    expect(selectedProfileTab({ roles: ['originator'] }, 'seller-preferences')).toBe('seller-preferences');
    expect(selectedProfileTab({ roles: ['buyer'] }, 'integrations')).toBe('profile');
    expect(selectedProfileTab({ roles: ['buyer'] }, 'texts')).toBe('texts');
    expect(selectedProfileTab({ roles: ['originator'] }, 'texts')).toBe('profile');
  });
});

import { dashboardModeKey, dashboardModesOf, parseDashboardMode } from './dashboard-mode';

describe('dashboardModesOf', () => {
  it('gives buyers and originators both modes, buying first', () => {
    expect(dashboardModesOf({ roles: ['originator', 'buyer'] })).toEqual(['buying', 'selling']);
  });

  it('gives originators and admins the selling view only', () => {
    expect(dashboardModesOf({ roles: ['originator'] })).toEqual(['selling']);
    expect(dashboardModesOf({ roles: ['admin'] })).toEqual(['selling']);
  });

  it('gives buyers, and owners who cannot list deals, the buying view only', () => {
    expect(dashboardModesOf({ roles: ['buyer'] })).toEqual(['buying']);
    expect(dashboardModesOf({ roles: ['owner'] })).toEqual(['buying']);
  });
});

describe('dashboard mode storage', () => {
  it('keeps one key per user and reads back only known modes', () => {
    expect(dashboardModeKey('user-7')).toBe('dealflow.dashboard.mode.user-7');
    expect(parseDashboardMode('selling')).toBe('selling');
    expect(parseDashboardMode('admin')).toBeNull();
    expect(parseDashboardMode(null)).toBeNull();
  });
});

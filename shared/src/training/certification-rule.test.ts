import { holdsValidBadge, isBadgeValid } from './certification-rule';

describe('isBadgeValid', () => {
  it('holds for a badge earned on the version re-certification was asked from, or later', () => {
    expect(isBadgeValid({ courseVersion: 3 }, { certificationValidFromVersion: 3 })).toBe(true);
    expect(isBadgeValid({ courseVersion: 4 }, { certificationValidFromVersion: 3 })).toBe(true);
  });

  it('no longer holds for a badge earned before re-certification was asked', () => {
    expect(isBadgeValid({ courseVersion: 2 }, { certificationValidFromVersion: 3 })).toBe(false);
  });

  it('never holds without a badge or for a deactivated account', () => {
    expect(isBadgeValid(null, { certificationValidFromVersion: 0 })).toBe(false);
    expect(isBadgeValid({ courseVersion: 1 }, { certificationValidFromVersion: 0 }, false)).toBe(false);
  });
});

describe('holdsValidBadge', () => {
  it('asks for a valid badge on an active account', () => {
    const course = { certificationValidFromVersion: 2 };
    expect(holdsValidBadge({ certification: { courseVersion: 2 }, accountStatus: 'active' }, course)).toBe(
      true,
    );
    expect(
      holdsValidBadge({ certification: { courseVersion: 2 }, accountStatus: 'deactivated' }, course),
    ).toBe(false);
    expect(holdsValidBadge({ certification: { courseVersion: 1 }, accountStatus: 'active' }, course)).toBe(
      false,
    );
    expect(holdsValidBadge({ certification: null, accountStatus: 'active' }, course)).toBe(false);
  });
});

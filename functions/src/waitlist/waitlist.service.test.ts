import { newWaitlistEntry, toWaitlistEntryResponse } from './waitlist.service';

describe('newWaitlistEntry', () => {
  it('is waiting, with an empty note stored as none', () => {
    // Act
    const entry = newWaitlistEntry(
      { firstName: 'Wes', lastName: 'Waiter', email: 'wes@example.com', role: 'buyer', note: '' },
      new Date('2026-11-20T12:00:00.000Z'),
    );

    // Assess
    expect(entry).toMatchObject({
      status: 'waiting',
      note: null,
      createdAt: '2026-11-20T12:00:00.000Z',
      invitedAt: null,
    });
    expect(entry.entryId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('answers without internal fields', () => {
    // Prepare
    const entry = {
      ...newWaitlistEntry(
        { firstName: 'Wes', lastName: 'Waiter', email: 'w@example.com', role: 'buyer' },
        new Date(),
      ),
      invitedBy: 'admin-1',
    };

    // Act
    const answer = toWaitlistEntryResponse(entry);

    // Assess
    expect(Object.keys(answer)).not.toContain('invitedBy');
    expect(Object.keys(answer)).not.toContain('invitationId');
  });
});

import { confirmationLink, newWaitlistEntry, toWaitlistEntryResponse } from './waitlist.service';

describe('newWaitlistEntry', () => {
  it('is unconfirmed until its link is followed, with a 24-hour deadline and an empty note stored as none', () => {
    // Act
    const entry = newWaitlistEntry(
      { firstName: 'Wes', lastName: 'Waiter', email: 'wes@example.com', role: 'buyer', note: '' },
      new Date('2026-11-20T12:00:00.000Z'),
      'hash-1',
    );

    // Assess
    expect(entry).toMatchObject({
      status: 'unconfirmed',
      note: null,
      createdAt: '2026-11-20T12:00:00.000Z',
      confirmBy: '2026-11-21T12:00:00.000Z',
      confirmationHash: 'hash-1',
      invitedAt: null,
    });
    expect(entry.entryId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});

describe('toWaitlistEntryResponse', () => {
  const confirmed = () => ({
    ...newWaitlistEntry(
      { firstName: 'Wes', lastName: 'Waiter', email: 'w@example.com', role: 'buyer' },
      new Date(),
      'hash-1',
    ),
    status: 'waiting' as const,
    invitedBy: 'admin-1',
  });

  it('answers without internal fields', () => {
    // Act
    const answer = toWaitlistEntryResponse(confirmed());

    // Assess
    for (const field of ['invitedBy', 'invitationId', 'confirmationHash', 'confirmBy'])
      expect(Object.keys(answer)).not.toContain(field);
  });

  it('never answers an unconfirmed entry', () => {
    expect(() => toWaitlistEntryResponse({ ...confirmed(), status: 'unconfirmed' })).toThrow(/not confirmed/);
  });
});

describe('confirmationLink', () => {
  it('opens the confirmation page with the entry and its token', () => {
    expect(confirmationLink('https://dealflow.example', '01JENTRY', 'tok_en-1')).toBe(
      'https://dealflow.example/requestAccess/confirm?entry=01JENTRY&token=tok_en-1',
    );
  });
});

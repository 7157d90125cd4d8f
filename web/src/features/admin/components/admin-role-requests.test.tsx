import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '#shared/admin/audit-log';
import type { RoleRequest } from '#shared/users/role-requests';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { AdminRoleRequests } from './admin-role-requests';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const pending: RoleRequest = {
  userId: 'buyer-1',
  email: 'bea@example.com',
  firstName: 'Bea',
  lastName: 'Buyer',
  role: 'originator',
  status: 'pending',
  requestedAt: '2026-11-01T00:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
};

const requested: AuditEntry = {
  auditId: 'a-1',
  at: '2026-11-01T00:00:00.000Z',
  action: 'roleRequested',
  actorId: 'buyer-1',
  actorEmail: 'bea@example.com',
  subjectId: 'buyer-1',
  subjectEmail: 'bea@example.com',
  role: 'originator',
  count: 1,
};

/** Answers the tab's calls from a store of one pending request and its log. */
function mockApi() {
  let requests = [pending];
  let log: AuditEntry[] = [requested];
  return fakeApi({
    listRoleRequests: () => ({ items: requests, nextCursor: null }),
    listAuditLog: () => ({ items: log, nextCursor: null }),
    decideRoleRequest: ({ params, body }) => {
      requests = [];
      const decided = {
        ...pending,
        status: body!.decision,
        decidedAt: '2026-11-02T00:00:00.000Z',
        decidedBy: 'admin-1',
      };
      log = [
        {
          ...requested,
          auditId: 'a-2',
          action: body!.decision === 'approved' ? 'roleApproved' : 'roleDenied',
          actorId: 'admin-1',
          actorEmail: 'admin@example.com',
          role: params!.role,
        },
        ...log,
      ];
      return decided;
    },
    listUsers: () => ({ items: [], nextCursor: null }),
  });
}

const renderTab = () =>
  renderWithProviders(<AdminRoleRequests />, { user: makeUser({ roles: ['admin'] }), path: '/admin' });

describe('AdminRoleRequests', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('lists a pending request with the audit log, and approves it from the keyboard', async () => {
    // Prepare
    const api = mockApi();
    renderTab();
    const request = await screen.findByTestId('role-request');
    expect(request).toHaveTextContent('Bea Buyer asks for the Originator role');
    expect(await screen.findByTestId('audit-entry')).toHaveTextContent(
      'bea@example.com asked for the Originator role',
    );
    const approve = within(request).getByRole('button', {
      name: 'Approve the Originator role for Bea Buyer',
    });

    // Act
    approve.focus();
    await userEvent.keyboard('{Enter}');

    // Assess
    expect(api.calls('decideRoleRequest')).toEqual([
      { params: { userId: 'buyer-1', role: 'originator' }, body: { decision: 'approved' } },
    ]);
    expect(await screen.findByTestId('role-requests-empty')).toHaveTextContent(
      'No role requests are waiting.',
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('audit-entry')[0]).toHaveTextContent(
        'admin@example.com approved the Originator role for bea@example.com',
      ),
    );
  });

  it('denies a request', async () => {
    // Prepare
    const api = mockApi();
    renderTab();

    // Act
    await userEvent.click(
      await screen.findByRole('button', { name: 'Deny the Originator role to Bea Buyer' }),
    );

    // Assess
    expect(api.calls('decideRoleRequest')[0]?.body).toEqual({ decision: 'denied' });
  });

  it('says when the requests cannot be loaded', async () => {
    // Prepare
    fakeApi({
      listRoleRequests: () => Promise.reject(new Error('offline')),
      listAuditLog: () => ({ items: [], nextCursor: null }),
    });

    // Act
    renderTab();

    // Assess
    expect(await screen.findByText('The role requests could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { makeUser } from '../test/users';
import { FeedbackWidgetSlot } from './feedback-widget-slot';

jest.mock('../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

describe('FeedbackWidgetSlot', () => {
  it('shows signed-in users the floating Feedback button', async () => {
    renderWithProviders(<FeedbackWidgetSlot />, { user: makeUser({ profileComplete: false }) });
    expect(await screen.findByRole('button', { name: 'Feedback' })).toBeInTheDocument();
  });

  it.each([
    ['signed-out visitors', { status: 'unauthenticated' as const }],
    ['anyone while the session loads', { status: 'loading' as const }],
  ])('shows %s nothing', (_, state) => {
    const { container } = renderWithProviders(<FeedbackWidgetSlot />, { state });
    expect(container.querySelector('[data-testid="feedback-button"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });
});

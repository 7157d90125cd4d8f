import { act, fireEvent, render, screen } from '@testing-library/react';
import { currentToast, DEFAULT_TOAST_DURATION_MS, dismissToast, showToast } from '../lib/toast/toast-store';
import { SWIPE_DISMISS_THRESHOLD_PX, Toaster } from './toaster';

afterEach(() => {
  const toast = currentToast();
  if (toast) act(() => dismissToast(toast.id));
  jest.useRealTimers();
});

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + distance, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 100 + distance, pointerId: 1 });
}

describe('Toaster', () => {
  it('shows an error as an alert with its translated title and description', () => {
    render(<Toaster />);

    act(() => {
      showToast({
        variant: 'error',
        title: 'toasts.languageFailed.title',
        description: 'toasts.languageFailed.description',
      });
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to update language preference');
  });

  it('shows other toasts as a status, interpolating values', () => {
    render(<Toaster />);

    act(() => {
      showToast({
        variant: 'success',
        title: 'toasts.languageUpdated.title',
        description: 'toasts.languageUpdated.description',
        values: { language: 'Español' },
      });
    });

    expect(screen.getByRole('status')).toHaveTextContent('Language set to Español');
  });

  it('shows one toast at a time, the newest', () => {
    render(<Toaster />);

    act(() => {
      showToast({ variant: 'info', title: 'toasts.sessionError.title' });
      showToast({ variant: 'info', title: 'toasts.accountDeactivated.title' });
    });

    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Account deactivated');
  });

  it('disappears after 5000 ms by default', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ variant: 'info', title: 'toasts.sessionError.title' });
    });

    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));

    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe of at least 50 px, not by a shorter one', () => {
    render(<Toaster />);
    act(() => {
      showToast({ variant: 'info', title: 'toasts.sessionError.title' });
    });

    swipe(screen.getByTestId('toast'), SWIPE_DISMISS_THRESHOLD_PX - 1);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    swipe(screen.getByTestId('toast'), -SWIPE_DISMISS_THRESHOLD_PX);

    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('is dismissed by its close button', () => {
    render(<Toaster />);
    act(() => {
      showToast({ variant: 'info', title: 'toasts.sessionError.title' });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { makeChallenge } from '../test/feedback-fixtures';
import { HumanVerification, type HumanVerificationProps } from './human-verification';

// The real loader pulls in the widget's workers, which jsdom cannot run; the element is defined below.
jest.mock('./altcha-loader', () => ({ ALTCHA_LANGUAGES: { en: 'en', es: 'es-es' } }));

let configureResult: () => Promise<void> = () => Promise.resolve();

/** Stands in for the ALTCHA element: it reports `load` when mounted and configures as the test says. */
class FakeAltchaWidget extends HTMLElement {
  connectedCallback() {
    this.dispatchEvent(new Event('load'));
  }
  configure() {
    return configureResult();
  }
}
customElements.define('altcha-widget', FakeAltchaWidget);

function renderVerification(props: Partial<HumanVerificationProps> = {}) {
  const callbacks = {
    onVerified: jest.fn(),
    onUnverified: jest.fn(),
    onExpired: jest.fn(),
    onUnavailable: jest.fn(),
  };
  const challenge = makeChallenge();
  const view = render(<HumanVerification challenge={challenge} language="en" {...callbacks} {...props} />);
  return { ...view, ...callbacks, challenge };
}

describe('HumanVerification', () => {
  beforeEach(() => {
    configureResult = () => Promise.resolve();
  });

  it('says verification is unavailable when the widget refuses its configuration', async () => {
    configureResult = () => Promise.reject(new Error('bad challenge'));

    const { onUnavailable } = renderVerification();

    await waitFor(() => expect(onUnavailable).toHaveBeenCalled());
  });

  it('drops the payload when the widget is rebuilt for another language', async () => {
    const view = renderVerification();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    view.onUnverified.mockClear();

    act(() =>
      view.rerender(
        <HumanVerification
          challenge={view.challenge}
          language="es"
          onVerified={view.onVerified}
          onUnverified={view.onUnverified}
          onExpired={view.onExpired}
          onUnavailable={view.onUnavailable}
        />,
      ),
    );

    expect(view.onUnverified).toHaveBeenCalled();
  });

  it('asks for a new challenge when the widget says this one expired', async () => {
    const { container, onExpired } = renderVerification();
    const widget = await waitFor(() => {
      const element = container.querySelector('altcha-widget');
      if (!element) throw new Error('not mounted yet');
      return element;
    });

    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired' } }));
    });

    expect(onExpired).toHaveBeenCalled();
  });
});

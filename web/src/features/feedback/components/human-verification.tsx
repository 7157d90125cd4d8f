import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/core/language';
import type { FeedbackChallenge } from '#shared/feedback/feedback';

export interface HumanVerificationProps {
  /** The challenge the API issued; a new one resets the widget. */
  challenge: FeedbackChallenge;
  language: Language;
  /** The solved challenge (the widget's base64 payload), to send as `verification`. */
  onVerified: (payload: string) => void;
  /** The payload no longer holds (reset, failed, or the widget went away): the caller drops it. */
  onUnverified: () => void;
  /** The challenge expired: the caller gets a new one (an expired one cannot be solved again). */
  onExpired: () => void;
  /** The widget itself could not load. */
  onUnavailable: () => void;
}

interface VerifiedEventDetail {
  payload?: string;
}
interface StateChangeEventDetail {
  state?: string;
}

/**
 * The ALTCHA proof-of-work widget (docs/requirements.md#r5-9), loaded on first use and fed the
 * challenge as data: the widget never fetches anything itself, the API client asked for the
 * challenge with the user's token. Its checkbox is a native control, so it is reached with Tab,
 * ticked with Space and announced with its state. Tests substitute this component.
 */
export function HumanVerification({
  challenge,
  language,
  onVerified,
  onUnverified,
  onExpired,
  onUnavailable,
}: HumanVerificationProps) {
  const { t } = useTranslation('feedback');
  const hostRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  // The widget's listeners are bound once per widget; they read the latest callbacks here.
  const latest = useRef({ onVerified, onUnverified, onExpired, onUnavailable });
  useEffect(() => {
    latest.current = { onVerified, onUnverified, onExpired, onUnavailable };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let widget: HTMLElement | null = null;
    let cancelled = false;
    import('./altcha-loader')
      .then(({ ALTCHA_LANGUAGES }) => {
        if (cancelled) return;
        const element = document.createElement('altcha-widget');
        // The widget applies its attributes' defaults when it mounts: configure it after that.
        element.addEventListener(
          'load',
          () => {
            // A widget that refuses its configuration cannot be solved: say so, not "Preparing…".
            Promise.resolve()
              .then(() =>
                element.configure({
                  challenge,
                  language: ALTCHA_LANGUAGES[language],
                  auto: 'off',
                  hideFooter: true,
                  name: 'verification',
                }),
              )
              .then(
                () => {
                  if (!cancelled) setLoaded(true);
                },
                () => {
                  if (!cancelled) latest.current.onUnavailable();
                },
              );
          },
          { once: true },
        );
        element.addEventListener('verified', (event) => {
          const payload = (event as CustomEvent<VerifiedEventDetail>).detail?.payload;
          if (payload) latest.current.onVerified(payload);
        });
        element.addEventListener('statechange', (event) => {
          const state = (event as CustomEvent<StateChangeEventDetail>).detail?.state;
          if (state === 'expired') latest.current.onExpired();
          else if (state !== 'verified') latest.current.onUnverified();
        });
        widget = element;
        host.replaceChildren(element);
      })
      .catch(() => {
        if (!cancelled) latest.current.onUnavailable();
      });
    return () => {
      cancelled = true;
      widget?.remove();
      // The widget is rebuilt unticked (a new challenge or language): its payload goes with it.
      latest.current.onUnverified();
    };
  }, [challenge, language]);

  return (
    <div className="feedback-verification" data-testid="human-verification">
      <div ref={hostRef} />
      {!loaded && (
        <p className="muted" role="status">
          {t('verification.loading')}
        </p>
      )}
    </div>
  );
}

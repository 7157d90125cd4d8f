import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MapFailedProps {
  /** The caller's map size class, so the message takes the map's place. */
  className?: string;
}

/** docs/requirements.md#r8-8 "Failed to load map"; whatever the page shows beside the map still works. */
export function MapFailed({ className }: MapFailedProps) {
  const { t } = useTranslation('common');
  return (
    <div
      className={['alert', 'alert--error', 'map-failed', className].filter(Boolean).join(' ')}
      role="alert"
    >
      <p>{t('map.failed')}</p>
    </div>
  );
}

/**
 * Shows MapFailed when the map's chunk cannot be loaded or the map cannot start (no WebGL). This
 * module never imports maplibre, so a page may wrap its lazily loaded map in it.
 */
export class MapErrorBoundary extends Component<
  { children: ReactNode; className?: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <MapFailed className={this.props.className} /> : this.props.children;
  }
}

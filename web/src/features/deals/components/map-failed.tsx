import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/requirements.md#r8-8 "Failed to load map"; the results list below the map still works. */
export function MapFailed() {
  const { t } = useTranslation('deals');
  return (
    <div className="alert alert--error deals-map deals-map--failed" role="alert">
      <p>{t('map.failed')}</p>
    </div>
  );
}

/** Shows MapFailed when the map's chunk cannot be loaded or the map cannot start (no WebGL). */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <MapFailed /> : this.props.children;
  }
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** maplibre's UI strings by id (its `locale` option), e.g. 'NavigationControl.ZoomIn'. */
export type MapControlLocale = Record<string, string>;

/**
 * The map controls' labels in the current language, so a Spanish page gets "Acercar", not "Zoom in".
 * The object changes only with the language: a map created with it is recreated when it changes.
 */
export function useMapControlLocale(): MapControlLocale {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useMemo(
    () => ({
      'Map.Title': t('map.controls.map'),
      'Marker.Title': t('map.controls.marker'),
      'NavigationControl.ZoomIn': t('map.controls.zoomIn'),
      'NavigationControl.ZoomOut': t('map.controls.zoomOut'),
      'NavigationControl.ResetBearing': t('map.controls.resetBearing'),
      'Popup.Close': t('map.controls.closePopup'),
    }),
    // t follows the language; the language is what the labels depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
}

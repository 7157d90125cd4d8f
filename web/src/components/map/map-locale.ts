import type { Map as MapLibreMap } from 'maplibre-gl/dist/maplibre-gl-csp';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** An id of one of maplibre's UI strings (its `locale` option), e.g. 'NavigationControl.ZoomIn'. */
type MapUiStringId = Parameters<MapLibreMap['_getUIString']>[0];

/** maplibre's UI strings by id. */
export type MapControlLocale = Partial<Record<MapUiStringId, string>>;

/**
 * Every worded string maplibre may show, by the key of its translation under `map.controls` in the
 * common namespace (the scale's units, ft/mi/km, read the same in both languages).
 */
const MAP_UI_STRING_KEYS = {
  'AttributionControl.ToggleAttribution': 'toggleAttribution',
  'AttributionControl.MapFeedback': 'mapFeedback',
  'FullscreenControl.Enter': 'enterFullscreen',
  'FullscreenControl.Exit': 'exitFullscreen',
  'GeolocateControl.FindMyLocation': 'findMyLocation',
  'GeolocateControl.LocationNotAvailable': 'locationNotAvailable',
  'LogoControl.Title': 'logo',
  'Map.Title': 'map',
  'Marker.Title': 'marker',
  'NavigationControl.ResetBearing': 'resetBearing',
  'NavigationControl.ZoomIn': 'zoomIn',
  'NavigationControl.ZoomOut': 'zoomOut',
  'Popup.Close': 'closePopup',
  'GlobeControl.Enable': 'enableGlobe',
  'GlobeControl.Disable': 'disableGlobe',
  'TerrainControl.Enable': 'enableTerrain',
  'TerrainControl.Disable': 'disableTerrain',
  'CooperativeGesturesHandler.WindowsHelpText': 'ctrlScrollToZoom',
  'CooperativeGesturesHandler.MacHelpText': 'cmdScrollToZoom',
  'CooperativeGesturesHandler.MobileHelpText': 'twoFingersToMove',
} as const satisfies MapControlLocale;

/**
 * The map's UI strings in the current language (every map of the app gets them through useBaseMap), so
 * a Spanish page gets "Acercar", not "Zoom in". The object changes only with the language: a map
 * created with it is recreated when it changes.
 */
export function useMapControlLocale(): MapControlLocale {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(MAP_UI_STRING_KEYS).map(([id, key]) => [id, t(`map.controls.${key}`)]),
      ) as MapControlLocale,
    // t follows the language; the language is what the labels depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
}

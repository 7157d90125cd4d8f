import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { useMapControlLocale } from './map-locale';

/** Every worded UI string of maplibre 5 (its defaultLocale, less the scale's units). */
const MAPLIBRE_WORDED_STRINGS = [
  'AttributionControl.ToggleAttribution',
  'AttributionControl.MapFeedback',
  'FullscreenControl.Enter',
  'FullscreenControl.Exit',
  'GeolocateControl.FindMyLocation',
  'GeolocateControl.LocationNotAvailable',
  'LogoControl.Title',
  'Map.Title',
  'Marker.Title',
  'NavigationControl.ResetBearing',
  'NavigationControl.ZoomIn',
  'NavigationControl.ZoomOut',
  'Popup.Close',
  'GlobeControl.Enable',
  'GlobeControl.Disable',
  'TerrainControl.Enable',
  'TerrainControl.Disable',
  'CooperativeGesturesHandler.WindowsHelpText',
  'CooperativeGesturesHandler.MacHelpText',
  'CooperativeGesturesHandler.MobileHelpText',
];

describe('useMapControlLocale', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it("gives maplibre's map, zoom buttons and popup close their labels in the page's language", async () => {
    await i18next.changeLanguage('es');

    const { result } = renderHook(() => useMapControlLocale());

    expect(result.current).toMatchObject({
      'Map.Title': 'Mapa',
      'NavigationControl.ZoomIn': 'Acercar',
      'NavigationControl.ZoomOut': 'Alejar',
      'Popup.Close': 'Cerrar ventana emergente',
      'AttributionControl.ToggleAttribution': 'Mostrar u ocultar la atribución',
    });
  });

  it('translates every worded string maplibre may show, so none stays in English', async () => {
    const english = renderHook(() => useMapControlLocale()).result.current;
    await act(() => i18next.changeLanguage('es'));
    const spanish = renderHook(() => useMapControlLocale()).result.current;

    expect(Object.keys(spanish).sort()).toEqual([...MAPLIBRE_WORDED_STRINGS].sort());
    for (const id of MAPLIBRE_WORDED_STRINGS) {
      const key = id as keyof typeof spanish;
      expect({ id, translated: spanish[key] !== english[key] && !spanish[key]!.startsWith('map.') }).toEqual({
        id,
        translated: true,
      });
    }
  });
});

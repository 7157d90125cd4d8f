import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { useMapControlLocale } from './map-locale';

describe('useMapControlLocale', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it("gives maplibre's zoom buttons and popup close their labels in the page's language", async () => {
    await i18next.changeLanguage('es');

    const { result } = renderHook(() => useMapControlLocale());

    expect(result.current).toMatchObject({
      'NavigationControl.ZoomIn': 'Acercar',
      'NavigationControl.ZoomOut': 'Alejar',
      'Popup.Close': 'Cerrar ventana emergente',
    });
  });
});

import { screen, within } from '@testing-library/react';
import { stubScreenMatching, unstubScreen } from '../test/media';
import { renderWithProviders } from '../test/render';
import HomeRoute, { PREVIEW_HIDDEN_QUERY } from './home-route';

// Notes when the preview's module is first evaluated (a mock factory runs on the first import).
jest.mock('./home-product-preview', () => {
  (globalThis as { homePreviewLoaded?: boolean }).homePreviewLoaded = true;
  return jest.requireActual('./home-product-preview');
});

describe('HomeRoute', () => {
  afterEach(unstubScreen);

  it('neither downloads nor draws the preview where the stylesheet hides it (a phone)', async () => {
    // Prepare
    stubScreenMatching(PREVIEW_HIDDEN_QUERY);

    // Act
    const { container } = renderWithProviders(<HomeRoute />);

    // Assess
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('.product-preview')).toBeNull();
    expect((globalThis as { homePreviewLoaded?: boolean }).homePreviewLoaded).toBeUndefined();
  });

  it('shows the product beside the hero text: the listing card with an example, labelled as one', async () => {
    // Act
    renderWithProviders(<HomeRoute />);

    // Assess
    const preview = await screen.findByTestId('product-preview', {}, { timeout: 10_000 });
    expect(within(preview).getByText(/^Example listing/)).toBeInTheDocument();
    const card = within(preview).getByTestId('deal-card');
    expect(within(card).getByText('$285,000')).toBeInTheDocument();
    expect(within(card).getByText('1208 Magnolia Avenue')).toBeInTheDocument();
    expect(within(card).getByText('Creative finance · Subject-to · Single family')).toBeInTheDocument();
  });

  it('keeps the example out of reach: its link and favourite lead nowhere for a visitor', async () => {
    renderWithProviders(<HomeRoute />);

    const preview = await screen.findByTestId('product-preview', {}, { timeout: 10_000 });
    // jsdom does not act on `inert`; a browser takes the card out of focus order and the accessibility tree.
    expect(within(preview).getByTestId('deal-card').closest('[inert]')).not.toBeNull();
  });
});

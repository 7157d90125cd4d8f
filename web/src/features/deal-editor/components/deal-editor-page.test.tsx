import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDeal, getDeal, updateDeal } from '#shared/api/routes/deals.routes';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { readStorage, writeStorage } from '../../../lib/storage/browser-storage';
import { currentToast } from '../../../lib/toast/toast-store';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { EMPTY_DEAL_FORM_VALUES, type DealFormValues } from '../form/deal-form-values';
import { dealDraftKey, DRAFT_SAVE_DELAY_MS } from '../hooks/use-deal-draft';
import { DealEditor } from './deal-editor-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
const callRouteMock = jest.mocked(callRoute);

const seller = makeUser({ userId: 'seller-1', roles: ['originator'] });
const NEW_DRAFT = dealDraftKey('seller-1', undefined);

/** A cash listing that passes every rule. */
const COMPLETE: DealFormValues = {
  ...EMPTY_DEAL_FORM_VALUES,
  streetAddress: '12 Oak Lane',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  purchasePrice: '250,000',
  dealCategory: 'cash',
  propertyType: 'singleFamily',
  bedrooms: '3',
  bathrooms: '2',
  squareFootage: '1500',
  dealDescription: 'A bright home near the park.',
  tags: ['off-market'],
  legalCertification: true,
};

function storeDraft(key: string, values: DealFormValues, step = 'legal') {
  writeStorage('local', key, JSON.stringify({ values, step }));
}

function renderEditor(dealId?: string, user = seller) {
  return renderWithProviders(<DealEditor dealId={dealId} />, { user, path: '/deals/new' });
}

describe('DealEditor', () => {
  beforeEach(() => callRouteMock.mockReset());
  // Unmounting writes a pending draft: unmount first, then the shared setup clears storage.
  afterEach(() => cleanup());

  it('sends users who are neither originators nor admins to /unauthorized', () => {
    const { currentPath } = renderEditor(undefined, makeUser({ roles: ['buyer'] }));

    expect(currentPath()).toBe('/unauthorized');
  });

  it('shows the step errors next to the fields on Next and focuses the first invalid field', async () => {
    // Prepare
    const user = userEvent.setup();
    renderEditor();

    // Act
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Assess
    const street = screen.getByLabelText('Street address');
    expect(street).toHaveAccessibleDescription('This field is required.');
    expect(street).toHaveFocus();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 6: Address and basics');
    expect(callRouteMock).not.toHaveBeenCalled();
  });

  it('moves to the next step once the step is valid and marks it current', async () => {
    // Prepare
    const user = userEvent.setup();
    renderEditor();

    // Act
    await user.type(screen.getByLabelText('Street address'), '12 Oak Lane');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.type(screen.getByLabelText('Purchase price (USD)'), '250000');
    await user.selectOptions(screen.getByLabelText('Deal category'), 'creative');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Purchase type')).toHaveAccessibleDescription(
      'Choose a purchase type for a creative deal.',
    );
    await user.selectOptions(screen.getByLabelText('Purchase type'), 'SubTo');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Assess
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 2 of 6: Property');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    const current = screen.getByRole('navigation', { name: 'Steps of the listing form' });
    expect(within(current).getByText('Property').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('shows only the SubTo terms in the finance step of a SubTo deal', () => {
    storeDraft(NEW_DRAFT, { ...COMPLETE, dealCategory: 'creative', purchaseType: 'SubTo' }, 'finance');

    renderEditor();

    expect(screen.getByLabelText('Loan balance (USD)')).toBeInTheDocument();
    expect(screen.getByLabelText('Entry fee (USD)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Seller loan amount/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Option fee/)).not.toBeInTheDocument();
  });

  it('keeps a draft as the seller types, restores it on the next visit and discards it on request', async () => {
    // Prepare
    const user = userEvent.setup();
    const first = renderEditor();
    await user.type(screen.getByLabelText('Street address'), '9 Elm St');
    await waitFor(() => expect(readStorage('local', NEW_DRAFT)).toContain('9 Elm St'), {
      timeout: DRAFT_SAVE_DELAY_MS * 5,
    });
    first.unmount();

    // Act
    renderEditor();

    // Assess
    expect(screen.getByTestId('draft-restored')).toHaveTextContent('Draft restored');
    expect(screen.getByLabelText('Street address')).toHaveValue('9 Elm St');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Street address')).toHaveValue('');
    expect(readStorage('local', NEW_DRAFT)).toBeNull();
  });

  it('writes the draft at once when the page is left right after a change', async () => {
    // Prepare
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByLabelText('City'), 'Waco');

    // Act
    window.dispatchEvent(new Event('pagehide'));

    // Assess
    expect(readStorage('local', NEW_DRAFT)).toContain('Waco');
  });

  it('creates the listing with numbers as numbers, clears the draft and opens the listing', async () => {
    // Prepare
    const user = userEvent.setup();
    storeDraft(NEW_DRAFT, { ...COMPLETE, startExclusive: true });
    callRouteMock.mockResolvedValue({ dealId: 'deal-9' });
    const { currentPath } = renderEditor();

    // Act
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));

    // Assess
    await waitFor(() => expect(currentPath()).toBe('/deals/deal-9'));
    expect(callRouteMock).toHaveBeenCalledWith(createDeal, {
      body: expect.objectContaining({
        purchasePrice: 250000,
        bedrooms: 3,
        startExclusive: true,
        firstRefusalHours: 24,
        tags: ['off-market'],
      }),
    });
    const body = (callRouteMock.mock.calls[0]?.[1] as unknown as { body: Record<string, unknown> }).body;
    expect(body).not.toHaveProperty('emd');
    expect(readStorage('local', NEW_DRAFT)).toBeNull();
    expect(currentToast()?.title).toBe('deal-editor:toasts.created');
  });

  it('goes back to the first step with an error when the whole listing is checked', async () => {
    // Prepare
    const user = userEvent.setup();
    storeDraft(NEW_DRAFT, { ...COMPLETE, zipCode: '7870' });
    renderEditor();

    // Act
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));

    // Assess
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code.');
    expect(screen.getByLabelText('ZIP code')).toHaveFocus();
    expect(callRouteMock).not.toHaveBeenCalled();
  });

  it('refuses a duplicate street address with a link to the listing already there, keeping the form', async () => {
    // Prepare
    const user = userEvent.setup();
    storeDraft(NEW_DRAFT, COMPLETE);
    callRouteMock.mockRejectedValue(
      new ApiRequestError(409, 'Conflict', '', {
        code: 'DUPLICATE_ADDRESS',
        message: 'Duplicate property address',
        related: { dealId: 'other-7' },
      }),
    );
    renderEditor();

    // Act
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));

    // Assess
    const alert = await screen.findByTestId('save-error');
    expect(alert).toHaveTextContent('Duplicate property address');
    expect(within(alert).getByRole('link', { name: 'See that listing' })).toHaveAttribute(
      'href',
      '/deals/other-7',
    );
    expect(screen.getByRole('checkbox', { name: /I certify/ })).toBeChecked();
  });

  it('explains the hourly listing limit and keeps what was typed', async () => {
    // Prepare
    const user = userEvent.setup();
    storeDraft(NEW_DRAFT, COMPLETE);
    callRouteMock.mockRejectedValue(
      new ApiRequestError(429, 'Too Many Requests', '', {
        code: 'LISTING_LIMIT_REACHED',
        message: 'You have created the most listings allowed in an hour. Please try again later.',
      }),
    );
    renderEditor();

    // Act
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));

    // Assess
    const alert = await screen.findByTestId('save-error');
    expect(alert).toHaveTextContent('Update failed');
    expect(alert).toHaveTextContent(
      'You have created the most listings allowed in an hour. Try again later.',
    );
    expect(screen.getByRole('checkbox', { name: /I certify/ })).toBeChecked();
  });

  it('shows the server field errors where the fields are, and "Update failed"', async () => {
    // Prepare
    const user = userEvent.setup();
    storeDraft(NEW_DRAFT, COMPLETE);
    callRouteMock.mockRejectedValue(
      new ApiRequestError(400, 'Bad Request', '', {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        details: [{ path: 'body.city', message: 'textTooLong' }],
      }),
    );
    renderEditor();

    // Act
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));

    // Assess
    await waitFor(() =>
      expect(screen.getByLabelText('City')).toHaveAccessibleDescription('This text is too long.'),
    );
    expect(screen.getByTestId('save-error')).toHaveTextContent('Update failed');
    expect(screen.getByLabelText('Street address')).toHaveValue('12 Oak Lane');
  });

  describe('editing', () => {
    const detail = (canManage: boolean) => ({
      deal: {
        dealId: 'deal-1',
        streetAddress: '12 Oak Lane',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        purchasePrice: 250000,
        dealCategory: 'cash',
        propertyType: 'singleFamily',
        bedrooms: 3,
        bathrooms: 2,
        squareFootage: 1500,
        dealDescription: 'A bright home near the park.',
        tags: ['off-market'],
        legalCertification: true,
      },
      viewer: { canManage, isFavorite: false, acceptsOffers: true },
    });

    it('opens the form on the listing and saves it with updateDeal', async () => {
      // Prepare
      const user = userEvent.setup();
      callRouteMock.mockImplementation(async (route) =>
        route === getDeal ? detail(true) : { dealId: 'deal-1' },
      );
      const { currentPath } = renderEditor('deal-1');
      const price = await screen.findByLabelText('Purchase price (USD)');

      // Act
      await user.clear(price);
      await user.type(price, '240000');
      for (let step = 0; step < 5; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      // Assess
      await waitFor(() => expect(currentPath()).toBe('/deals/deal-1'));
      expect(callRouteMock).toHaveBeenCalledWith(updateDeal, {
        params: { dealId: 'deal-1' },
        body: expect.objectContaining({ purchasePrice: 240000 }),
      });
      expect(screen.queryByRole('checkbox', { name: /first right of refusal/ })).not.toBeInTheDocument();
    });

    it('sends a user who may not manage the listing to /unauthorized', async () => {
      callRouteMock.mockResolvedValue(detail(false));

      const { currentPath } = renderEditor('deal-1');

      await waitFor(() => expect(currentPath()).toBe('/unauthorized'));
    });

    it('says when the listing does not exist', async () => {
      callRouteMock.mockRejectedValue(
        new ApiRequestError(404, 'Not Found', '', { code: 'DEAL_NOT_FOUND', message: 'Listing not found' }),
      );

      renderEditor('missing');

      expect(await screen.findByTestId('deal-not-found')).toHaveTextContent('Listing not found');
      expect(callRouteMock).toHaveBeenCalledTimes(1);
    });
  });
});

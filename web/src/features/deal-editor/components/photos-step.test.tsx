import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { StorageRefusedError } from '../../../lib/api/presigned-post';
import { writeStorage } from '../../../lib/storage/browser-storage';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { uploadDealPhoto } from '../api/deal-photo-upload';
import { EMPTY_DEAL_FORM_VALUES, type DealFormValues } from '../form/deal-form-values';
import { dealDraftKey } from '../hooks/use-deal-draft';
import { DealEditor } from './deal-editor-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('../api/deal-photo-upload', () => ({
  ...jest.requireActual<object>('../api/deal-photo-upload'),
  uploadDealPhoto: jest.fn(),
}));
const uploadMock = jest.mocked(uploadDealPhoto);

const seller = makeUser({ userId: 'seller-1', roles: ['originator'] });

/** Opens the editor on the photos step with these photos already uploaded. */
function renderPhotosStep(photos: string[] = []) {
  const values: DealFormValues = { ...EMPTY_DEAL_FORM_VALUES, photos };
  writeStorage('local', dealDraftKey('seller-1', undefined), JSON.stringify({ values, step: 'photos' }));
  return renderWithProviders(<DealEditor />, { user: seller, path: '/deals/new' });
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('PhotosStep', () => {
  // Unmounting writes a pending draft: unmount first, then the shared setup clears storage.
  afterEach(() => cleanup());
  beforeEach(() => {
    uploadMock.mockReset();
    jest.mocked(callRoute).mockReset();
  });

  it('refuses a file of another type before any upload, with a translated message', async () => {
    // Prepare
    const user = userEvent.setup({ applyAccept: false });
    renderPhotosStep();

    // Act
    await user.upload(
      screen.getByLabelText('Add photos'),
      new File(['x'], 'notes.gif', { type: 'image/gif' }),
    );

    // Assess
    expect(screen.getByTestId('photo-refused')).toHaveTextContent(
      'notes.gif: only JPEG, PNG or WebP photos.',
    );
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('shows each upload as a progress bar, then the thumbnail from /assets', async () => {
    // Prepare
    const user = userEvent.setup();
    let report: (fraction: number) => void = () => undefined;
    let finish: (key: string) => void = () => undefined;
    uploadMock.mockImplementation(
      (_file, onProgress) =>
        new Promise((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    renderPhotosStep();

    // Act
    await user.upload(screen.getByLabelText('Add photos'), png('front.png'));
    act(() => report(0.4));

    // Assess
    expect(screen.getByRole('progressbar', { name: 'Uploading front.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await act(async () => finish('listings/seller-1/front.png'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of the property' })).toHaveAttribute(
      'src',
      '/assets/listings/seller-1/front.png',
    );
    expect(screen.getByTestId('photo-status')).toHaveTextContent('front.png uploaded.');
  });

  it('keeps a failed upload with a retry that uploads it again', async () => {
    // Prepare
    const user = userEvent.setup();
    uploadMock.mockRejectedValueOnce(new Error('Upload failed')).mockResolvedValueOnce('listings/k/back.png');
    renderPhotosStep(['listings/k/front.png']);

    // Act
    await user.upload(screen.getByLabelText('Add photos'), png('back.png'));
    const retry = await screen.findByRole('button', { name: 'Retry back.png' });
    expect(
      screen.getByText('back.png could not be uploaded.', { selector: '.field__error' }),
    ).toBeInTheDocument();
    await user.click(retry);

    // Assess
    expect(await screen.findByRole('img', { name: 'Photo 2 of the property' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of the property' })).toBeInTheDocument();
    expect(uploadMock).toHaveBeenCalledTimes(2);
  });

  it('says why storage refused an upload, translated', async () => {
    // Prepare
    const user = userEvent.setup();
    uploadMock.mockRejectedValueOnce(new StorageRefusedError(400));
    renderPhotosStep();

    // Act
    await user.upload(screen.getByLabelText('Add photos'), png('huge.png'));

    // Assess
    expect(
      await screen.findByText(/^huge\.png could not be uploaded\./, { selector: '.field__error' }),
    ).toHaveTextContent(
      'The file was refused: it is larger than allowed, not of the type chosen, or the upload took too long.',
    );
  });

  it('reorders photos with buttons, moves the cover with its photo and deletes', async () => {
    // Prepare
    const user = userEvent.setup();
    renderPhotosStep(['a.png', 'b.png', 'c.png']);

    // Act
    await user.click(screen.getByRole('button', { name: 'Make photo 2 the cover' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Delete photo 3' }));

    // Assess
    const items = screen.getAllByTestId('deal-photo');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('src'))).toEqual([
      '/assets/b.png',
      '/assets/a.png',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Cover', { selector: '.tag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make photo 1 the cover' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

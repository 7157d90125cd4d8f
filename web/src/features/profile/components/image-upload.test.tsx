import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/toaster';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { StorageRefusedError } from '../../../lib/api/presigned-post';
import { currentToast, dismissToast } from '../../../lib/toast/toast-store';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { uploadImage } from '../api/upload-image';
import { ImageUpload } from './image-upload';

jest.mock('../api/upload-image', () => ({
  ...jest.requireActual<object>('../api/upload-image'),
  uploadImage: jest.fn(),
}));
const uploadMock = jest.mocked(uploadImage);

afterEach(() => {
  const toast = currentToast();
  if (toast) act(() => dismissToast(toast.id));
});

/** Picks a small PNG in the picture field, with the toaster on screen. */
async function pickPicture() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ImageUpload kind="profilePicture" currentUrl={null} label="Profile picture" />
      <Toaster />
    </>,
    { user: makeUser() },
  );
  await user.upload(
    screen.getByLabelText('Profile picture'),
    new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }),
  );
  return screen.findByRole('alert');
}

describe('ImageUpload', () => {
  it("says, in the user's language, that the file is not the image it claims to be", async () => {
    // Prepare
    uploadMock.mockRejectedValue(
      new ApiRequestError(400, 'Bad Request', '', {
        code: 'UPLOAD_NOT_IMAGE',
        message: 'The uploaded file is not a JPEG, PNG or WebP image of the type it was uploaded as.',
      }),
    );

    // Act
    const alert = await pickPicture();

    // Assess
    expect(alert).toHaveTextContent('Failed to upload profile picture');
    expect(alert).toHaveTextContent(
      'The file is not a JPEG, PNG or WebP image, or not the type its name says. Choose another file.',
    );
  });

  it('says storage refused the file when its policy did not allow it', async () => {
    uploadMock.mockRejectedValue(new StorageRefusedError(403));
    expect(await pickPicture()).toHaveTextContent(
      'The file was refused: it is larger than allowed, not of the type chosen, or the upload took too long.',
    );
  });
});

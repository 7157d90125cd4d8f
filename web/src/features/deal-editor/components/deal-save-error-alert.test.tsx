import { screen } from '@testing-library/react';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { renderWithProviders } from '../../../test/render';
import { DealSaveErrorAlert } from './deal-save-error-alert';

const refused = (code: string, message: string) =>
  new ApiRequestError(400, 'Bad Request', '', { code, message });

describe('DealSaveErrorAlert', () => {
  it.each([
    [
      'UPLOAD_NOT_IMAGE',
      'The file is not a JPEG, PNG or WebP image, or not the type its name says. Choose another file.',
    ],
    ['UPLOAD_NOT_FOUND', 'The uploaded file was not found. Please upload it again.'],
  ])('explains a photo refused with %s in the translation, not the server words', (code, text) => {
    renderWithProviders(<DealSaveErrorAlert error={refused(code, 'server words')} />);
    const alert = screen.getByTestId('save-error');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('server words');
    expect(alert).toHaveTextContent('Nothing you typed is lost');
  });
});

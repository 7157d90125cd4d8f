/**
 * Catches the files the app downloads (a Blob URL clicked through an anchor) so a test can read
 * them; `restore` puts the anchor's click back.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, click, restore: () => click.mockRestore() };
}

import { StorageRefusedError } from './presigned-post';
import { uploadWithPolicy } from './upload-with-policy';

/** Stands in for the browser's XMLHttpRequest: answers `status` as soon as the form is sent. */
function storageAnswering(status: number) {
  const sent: { url: string; form: FormData }[] = [];
  class FakeRequest {
    status = 0;
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(form: FormData) {
      sent.push({ url: this.url, form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.status = status;
      this.onload?.();
    }
  }
  jest
    .spyOn(window, 'XMLHttpRequest')
    .mockImplementation(() => new FakeRequest() as unknown as XMLHttpRequest);
  return sent;
}

const policy = {
  url: 'https://storage.example/bucket',
  fields: { key: 'private/x.png', Policy: 'p' },
  key: 'private/x.png',
};
const file = new Blob(['png'], { type: 'image/png' });

afterEach(() => jest.restoreAllMocks());

describe('uploadWithPolicy', () => {
  it("posts the file with the policy's fields (file last) and answers the policy's key", async () => {
    const sent = storageAnswering(204);
    const progress: number[] = [];

    await expect(
      uploadWithPolicy(
        file,
        () => Promise.resolve(policy),
        (p) => progress.push(p),
      ),
    ).resolves.toBe('private/x.png');

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(policy.url);
    expect([...(sent[0]?.form.keys() ?? [])]).toEqual(['key', 'Policy', 'file']);
    expect(progress).toEqual([0.5, 1]);
  });

  it('sends nothing when the API refuses to sign, and rejects when storage refuses the file', async () => {
    const sent = storageAnswering(403);

    await expect(
      uploadWithPolicy(file, () => Promise.reject(new Error('FILE_TOO_LARGE')), jest.fn()),
    ).rejects.toThrow('FILE_TOO_LARGE');
    expect(sent).toHaveLength(0);
    await expect(uploadWithPolicy(file, () => Promise.resolve(policy), jest.fn())).rejects.toBeInstanceOf(
      StorageRefusedError,
    );
  });
});

import { postToPresignedUrl, StorageRefusedError } from './presigned-post';

/** A stand-in XMLHttpRequest the test drives: it records what was sent and answers when told. */
class FakeRequest {
  static last: FakeRequest | undefined;
  status = 0;
  sent: FormData | undefined;
  aborted = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open() {}
  send(form: FormData) {
    this.sent = form;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
    this.onloadend?.();
  }
}

const policy = { url: 'https://storage.example/bucket', fields: { key: 'k', Policy: 'p' } };
const file = new Blob(['png'], { type: 'image/png' });
const realRequest = globalThis.XMLHttpRequest;

beforeEach(() => {
  FakeRequest.last = undefined;
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = realRequest;
});

describe('postToPresignedUrl', () => {
  it('posts the policy fields then the file, reports progress, and resolves when storage takes it', async () => {
    const progress = jest.fn();
    const posted = postToPresignedUrl(policy, file, progress);
    const request = FakeRequest.last!;
    request.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    request.answer(204);

    await expect(posted).resolves.toBeUndefined();
    expect([...request.sent!.keys()]).toEqual(['key', 'Policy', 'file']);
    expect(progress.mock.calls).toEqual([[0.25], [1]]);
  });

  it('rejects with the status storage refused the file with', async () => {
    const posted = postToPresignedUrl(policy, file, jest.fn());
    FakeRequest.last!.answer(403);

    await expect(posted).rejects.toEqual(new StorageRefusedError(403));
  });

  it('stops the upload when its signal is aborted, rejecting with the reason', async () => {
    const controller = new AbortController();
    const posted = postToPresignedUrl(policy, file, jest.fn(), controller.signal);
    controller.abort(new Error('form closed'));

    await expect(posted).rejects.toThrow('form closed');
    expect(FakeRequest.last!.aborted).toBe(true);
  });

  it('sends nothing when the signal was aborted before', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));

    await expect(postToPresignedUrl(policy, file, jest.fn(), controller.signal)).rejects.toThrow('gone');
    expect(FakeRequest.last).toBeUndefined();
  });
});

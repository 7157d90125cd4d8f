/**
 * Feedback against the local stack (docs/feedback.md, docs/requirements.md#r5-9,
 * docs/requirements.md#r9-7-feedback): who may call what, the validation, the human verification
 * (solved for real), screenshots through the presigned POST, and the admin review with its e-mails.
 */
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  type AdminFeedback,
  type FeedbackCounts,
  type MyFeedback,
} from '#shared/feedback/feedback';
import { buildPath } from '#shared/api/route';
import { feedbackRoutes } from '#shared/api/routes/feedback.routes';
import { HTML_PAGE, plainPng } from '#functions/testing/image.fixtures';
import { adminToken, mailTo } from './support/accounts';
import { demoToken } from './support/deals';
import {
  expiredVerification,
  feedbackBody,
  issuedChallenge,
  postFeedback,
  screenshotPolicy,
  sendFeedback,
  solvedPayload,
  uploadScreenshot,
  verificationFor,
} from './support/feedback';
import { callApi } from './support/local-stack';
import { postFile } from './support/presigned-post';
import { eventually } from './support/notifications';
import { createTestUser, type TestUser } from './support/test-users';

// Each test solves a challenge or two for real, as the widget does.
jest.setTimeout(30_000);

const json = (body: unknown) => JSON.stringify(body);

const adminCall = async (path: string, method = 'GET', body?: unknown) =>
  callApi(path, { method, token: await adminToken(), body: body === undefined ? undefined : json(body) });

describe('feedback', () => {
  let user: TestUser;
  let token: string;

  beforeEach(async () => {
    // A fresh sender per test, so the hourly limit never decides (test/api-limits proves it).
    user = await createTestUser(['buyers']);
    token = await user.signIn();
  });

  describe('without a token', () => {
    // The gateway's JWT authorizer refuses before any function runs, as in AWS; the function's own
    // refusal ("Authentication required", UNAUTHENTICATED) is proven by the handler's unit test.
    it.each(feedbackRoutes.map((route) => [route.id, route] as const))(
      '%s answers 401',
      async (_id, route) => {
        const { status, body } = await callApi(buildPath(route.path, { feedbackId: 'any' }), {
          method: route.method,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });

        expect(status).toBe(401);
        expect(body).toEqual({ message: 'Unauthorized' });
      },
    );
  });

  describe('validation', () => {
    it('refuses unknown fields with 400', async () => {
      const { status, body } = await postFeedback(token, { ...(await feedbackBody(token)), rating: 5 });

      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it.each([
      ['an empty comment after trimming', { comment: '   ' }, 'body.comment', 'feedbackCommentRequired'],
      [
        'a comment over the limit',
        { comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) },
        'body.comment',
        'feedbackCommentTooLong',
      ],
      ['an unknown type', { type: 'rant' }, 'body.type', 'feedbackTypeRequired'],
      ['a bad e-mail', { email: 'not-an-address' }, 'body.email', 'emailInvalid'],
      ['a page of another site', { pagePath: 'https://evil.example/' }, 'body.pagePath', 'pagePathInvalid'],
      [
        'a screenshot with an idea',
        { screenshotKey: 'private/feedback-uploads/x/y.png' },
        'body.screenshotKey',
        'screenshotBugOnly',
      ],
      ['no verification', { verification: '' }, 'body.verification', 'verificationRequired'],
    ])('refuses %s with 400 and its message', async (_name, overrides, path, message) => {
      const { status, body } = await postFeedback(token, await feedbackBody(token, overrides));

      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: expect.arrayContaining([{ path, message }]),
      });
    });

    it('keeps the trimmed comment, at the limit', async () => {
      const comment = 'y'.repeat(FEEDBACK_COMMENT_MAX);

      const sent = await sendFeedback(token, { comment: `  ${comment}\n` });

      expect(sent.comment).toBe(comment);
    });
  });

  describe('human verification', () => {
    it('refuses a verification that is not a solved challenge', async () => {
      const { status, body } = await postFeedback(
        token,
        await feedbackBody(token, { verification: 'bm90IGpzb24=' }),
      );

      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VERIFICATION_FAILED' });
    });

    it('refuses a wrong solution', async () => {
      const payload = JSON.parse(Buffer.from(await verificationFor(token), 'base64').toString('utf8')) as {
        solution: { counter: number };
      };
      payload.solution.counter += 1;
      const verification = Buffer.from(json(payload)).toString('base64');

      const { body } = await postFeedback(token, await feedbackBody(token, { verification }));

      expect(body).toMatchObject({ code: 'VERIFICATION_FAILED' });
    });

    it('refuses an expired challenge', async () => {
      const { status, body } = await postFeedback(
        token,
        await feedbackBody(token, { verification: await expiredVerification(user.userId) }),
      );

      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VERIFICATION_EXPIRED' });
    });

    it("refuses another user's challenge", async () => {
      const other = await (await createTestUser(['buyers'])).signIn();

      const { status, body } = await postFeedback(
        token,
        await feedbackBody(token, { verification: await verificationFor(other) }),
      );

      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VERIFICATION_FAILED' });
    });

    it('refuses a replayed solution, storing the feedback once', async () => {
      const body = await feedbackBody(token, { comment: 'Sent once' });
      expect((await postFeedback(token, body)).status).toBe(201);

      const replay = await postFeedback(token, body);

      expect(replay.status).toBe(400);
      expect(replay.body).toMatchObject({ code: 'VERIFICATION_REUSED' });
      const mine = (await callApi('/api/feedback/mine', { token })).body as { items: MyFeedback[] };
      expect(mine.items.filter((item) => item.comment === 'Sent once')).toHaveLength(1);
    });

    it('issues challenges that expire within five minutes and name the caller', async () => {
      const challenge = await issuedChallenge(token);

      expect(challenge.parameters.data).toEqual({ userId: user.userId });
      expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeLessThanOrEqual(5 * 60);
      // Solvable as the widget solves it.
      await expect(solvedPayload(challenge)).resolves.toEqual(expect.any(String));
    });
  });

  describe('screenshots', () => {
    it('refuses a file over 10 MB at the local S3 (the policy)', async () => {
      const policy = await screenshotPolicy(token, 1000);

      const answer = await postFile(policy, Buffer.alloc(FEEDBACK_SCREENSHOT_MAX_BYTES + 1));

      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('EntityTooLarge');
    });

    it('refuses a policy for more than 10 MB or a type that is not an image', async () => {
      const tooLarge = await callApi('/api/feedback/screenshots', {
        method: 'POST',
        token,
        body: json({ contentType: 'image/png', size: FEEDBACK_SCREENSHOT_MAX_BYTES + 1 }),
      });
      const notImage = await callApi('/api/feedback/screenshots', {
        method: 'POST',
        token,
        body: json({ contentType: 'text/html', size: 100 }),
      });

      expect(tooLarge.body).toMatchObject({
        details: [{ path: 'body.size', message: 'screenshotTooLarge' }],
      });
      expect(notImage.body).toMatchObject({
        details: [{ path: 'body.contentType', message: 'imageTypeInvalid' }],
      });
    });

    it('refuses another content type at the local S3 (the policy)', async () => {
      const policy = await screenshotPolicy(token, HTML_PAGE.length);

      const answer = await postFile(policy, HTML_PAGE, { 'Content-Type': 'text/html' });

      expect(answer.status).toBe(403);
    });

    it('refuses an upload whose bytes are not an image', async () => {
      const key = await uploadScreenshot(token, HTML_PAGE);

      const { status, body } = await postFeedback(
        token,
        await feedbackBody(token, { type: 'bug', screenshotKey: key }),
      );

      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'UPLOAD_NOT_IMAGE' });
    });

    it("refuses another user's upload", async () => {
      const other = await (await createTestUser(['buyers'])).signIn();
      const key = await uploadScreenshot(other, plainPng());

      const { status, body } = await postFeedback(
        token,
        await feedbackBody(token, { type: 'bug', screenshotKey: key }),
      );

      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'BAD_REQUEST' });
    });
  });

  describe('admin review', () => {
    // The demo admin's bug-report e-mails go back off, as the stack started them.
    afterAll(() => adminCall('/api/admin/feedback/subscription', 'PUT', { bugReportEmails: false }));

    it.each(['buyer@example.com', 'seller@example.com', 'owner@example.com'])(
      'answers 403 to %s on every admin route',
      async (email) => {
        const demo = await demoToken(email);
        const mine = await sendFeedback(token);
        const adminRoutes = feedbackRoutes.filter((route) => route.auth !== 'signed-in');
        expect(adminRoutes).toHaveLength(7);

        const statuses = await Promise.all(
          adminRoutes.map(async (route) => {
            const body =
              route.method === 'PATCH'
                ? { status: 'resolved' }
                : route.method === 'PUT'
                  ? { bugReportEmails: true }
                  : undefined;
            const answer = await callApi(buildPath(route.path, { feedbackId: mine.feedbackId }), {
              method: route.method,
              token: demo,
              body: body === undefined ? undefined : json(body),
            });
            return [route.id, answer.status];
          }),
        );

        expect(Object.fromEntries(statuses)).toEqual(
          Object.fromEntries(adminRoutes.map((route) => [route.id, 403])),
        );
      },
    );

    it("lists a user's own feedback only", async () => {
      const other = await (await createTestUser(['buyers'])).signIn();
      const theirs = await sendFeedback(other, { comment: 'Not yours' });
      const mine = await sendFeedback(token, { comment: 'Yours' });

      const { body } = await callApi('/api/feedback/mine', { token });

      expect((body as { items: MyFeedback[] }).items.map((item) => item.feedbackId)).toEqual([
        mine.feedbackId,
      ]);
      expect(theirs.feedbackId).not.toBe(mine.feedbackId);
    });

    it('takes a bug with a screenshot to the admin, who opens it, resolves it (the author is e-mailed) and deletes it', async () => {
      // Prepare: an admin subscribed to bug reports, a bug with a screenshot
      // (the author's account is stored at its first `me`, which the app calls on every start)
      expect((await callApi('/api/auth/me', { token })).status).toBe(200);
      expect(
        (await adminCall('/api/admin/feedback/subscription', 'PUT', { bugReportEmails: true })).status,
      ).toBe(200);
      const before = (await adminCall('/api/admin/feedback/counts')).body as FeedbackCounts;
      const uploadKey = await uploadScreenshot(token, plainPng());
      const address = `author.${user.userId.slice(0, 8)}@example.com`;
      const sent = await sendFeedback(token, {
        type: 'bug',
        comment: `The map is blank ${user.userId}`,
        email: address,
        language: 'es',
        screenshotKey: uploadKey,
        context: { appVersion: '1.0.0', viewport: { width: 375, height: 812 }, recentProblems: [] },
      });
      expect(sent).toMatchObject({ status: 'open', hasScreenshot: true });

      // The subscribed admin hears of it
      await eventually(
        async () =>
          (await mailTo('admin@example.com')).filter((mail) => mail.body.text.includes(user.userId)),
        (mails) => mails.length === 1,
      );

      // The admin finds it among the open bugs, newest first, and opens its screenshot
      const listed = (await adminCall('/api/admin/feedback?status=open&type=bug&limit=5')).body as {
        items: AdminFeedback[];
      };
      expect(listed.items[0]).toMatchObject({
        feedbackId: sent.feedbackId,
        userId: user.userId,
        email: address,
        language: 'es',
        context: { viewport: { width: 375, height: 812 } },
      });
      const detail = (await adminCall(`/api/admin/feedback/${sent.feedbackId}`)).body as AdminFeedback;
      const image = await fetch(detail.screenshotUrl!);
      expect(image.status).toBe(200);
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(1, 4)
          .toString('latin1'),
      ).toBe('PNG');
      expect((await adminCall('/api/admin/feedback/counts')).body).toMatchObject({ open: before.open + 1 });

      // Resolved: the status, who changed it, the counts, the lists and the author's e-mail (in Spanish)
      const resolved = await adminCall(`/api/admin/feedback/${sent.feedbackId}`, 'PATCH', {
        status: 'resolved',
      });
      expect(resolved.body).toMatchObject({ status: 'resolved', statusChangedBy: expect.any(String) });
      expect((await adminCall('/api/admin/feedback/counts')).body).toMatchObject({
        open: before.open,
        resolved: before.resolved + 1,
      });
      const resolvedBugs = (await adminCall('/api/admin/feedback?status=resolved&type=bug&limit=5')).body as {
        items: AdminFeedback[];
      };
      expect(resolvedBugs.items[0]?.feedbackId).toBe(sent.feedbackId);
      const mine = (await callApi('/api/feedback/mine', { token })).body as { items: MyFeedback[] };
      expect(mine.items[0]).toMatchObject({ feedbackId: sent.feedbackId, status: 'resolved' });
      // At the account's verified address, never the typed one: nobody can make us mail a stranger.
      const resolvedMails = await eventually(
        async () =>
          (await mailTo(user.email)).filter((sent) => sent.subject === 'Tus comentarios se han resuelto'),
        (mails) => mails.length === 1,
      );
      expect(resolvedMails[0]?.body.text).toContain('/feedback');
      expect(await mailTo(address)).toEqual([]);

      // Deleted: the item, its count and the screenshot object
      expect((await adminCall(`/api/admin/feedback/${sent.feedbackId}`, 'DELETE')).status).toBe(204);
      expect((await adminCall(`/api/admin/feedback/${sent.feedbackId}`)).body).toMatchObject({
        code: 'FEEDBACK_NOT_FOUND',
      });
      expect((await fetch(detail.screenshotUrl!)).status).toBe(404);
      expect((await adminCall('/api/admin/feedback/counts')).body).toMatchObject({
        resolved: before.resolved,
      });
    });

    it("reads and writes the caller's own bug-report e-mail setting", async () => {
      expect(
        (await adminCall('/api/admin/feedback/subscription', 'PUT', { bugReportEmails: false })).body,
      ).toEqual({
        bugReportEmails: false,
      });
      expect((await adminCall('/api/admin/feedback/subscription')).body).toEqual({ bugReportEmails: false });
      expect(
        (await adminCall('/api/admin/feedback/subscription', 'PUT', { bugReportEmails: true })).status,
      ).toBe(200);
      expect((await adminCall('/api/admin/feedback/subscription')).body).toEqual({ bugReportEmails: true });
      await adminCall('/api/admin/feedback/subscription', 'PUT', { bugReportEmails: false });
    });
  });
});

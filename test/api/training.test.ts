/**
 * Training against the local stack (docs/training.md, docs/requirements.md#r4-8): who may read and
 * write the course, quizzes scored on the server and limited, the badge earned once and only by the
 * course, the shared credential and its public check, the checklist, and the badge where sellers and
 * admins judge buyers. The demo seed loaded the standard course; every buyer here is fresh.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { STANDARD_COURSE } from '#shared/training/standard-course/index';
import type {
  AdminCourse,
  Certification,
  CredentialVerification,
  LessonDetail,
  MyCertification,
  Onboarding,
  OpenBadgeCredential,
  QuizResult,
  TrainingStats,
} from '#shared/training/training';
import type { AdminUser } from '#shared/admin/admin-users';
import type { Interest } from '#shared/offers/offer-schema';
import { adminToken } from './support/accounts';
import { createDealAs, demoToken } from './support/deals';
import { callApi } from './support/local-stack';
import { createTestUser } from './support/test-users';
import {
  answersFor,
  completeCourse,
  lessonsLeft,
  overview,
  postAnswers,
  startAttempt,
  takeQuiz,
  trainingCall,
} from './support/training';
import { draftLessonBody } from './support/training-valid-requests';

// A whole course is 18 calls; the parallel-badge test takes two.
jest.setTimeout(60_000);

const FIRST = STANDARD_COURSE[0]!.lessonId;
const SECOND = STANDARD_COURSE[1]!.lessonId;

/** A fresh buyer with a User item (as after their first sign-in), and their token. */
async function freshBuyer(groups = ['buyers']) {
  const user = await createTestUser(groups);
  const token = await user.signIn();
  await callApi('/api/auth/me', { token });
  return { user, token };
}

const adminCall = async (path: string, method = 'GET', body?: unknown) =>
  trainingCall(await adminToken(), path, method, body);

describe('training', () => {
  describe('who may use it', () => {
    it.each(['seller@example.com', 'owner@example.com'])('refuses the course to %s (403)', async (email) => {
      const token = await demoToken(email);
      for (const path of ['/api/training', `/api/training/lessons/${FIRST}`, '/api/training/onboarding']) {
        expect((await trainingCall(token, path)).status).toBe(403);
      }
    });

    it('lets a buyer who also sells take it', async () => {
      const { token } = await freshBuyer(['buyers', 'originators']);
      expect((await trainingCall(token, '/api/training')).status).toBe(200);
    });

    it('keeps authoring to admins', async () => {
      const { token } = await freshBuyer();
      expect((await trainingCall(token, '/api/admin/training/lessons')).status).toBe(403);
      expect(
        (await trainingCall(token, '/api/admin/training/lessons', 'POST', draftLessonBody())).status,
      ).toBe(403);
      expect((await trainingCall(token, '/api/admin/training/stats')).status).toBe(403);
    });
  });

  describe('the course a buyer reads', () => {
    it('lists the published standard course in order, in the asked language', async () => {
      const { token } = await freshBuyer();
      const english = await overview(token);
      const ids = english.lessons.map((lesson) => lesson.lessonId);
      expect(ids.slice(0, STANDARD_COURSE.length)).toEqual(STANDARD_COURSE.map((lesson) => lesson.lessonId));
      expect(english.completedRequiredCount).toBe(0);
      expect(english.certification).toBeNull();
      const spanish = (await trainingCall(token, '/api/training?language=es')).body as typeof english;
      expect(spanish.lessons[0]!.title).toBe(STANDARD_COURSE[0]!.content.title.es);
    });

    it('never sends the answers with a lesson or an attempt', async () => {
      const { token } = await freshBuyer();
      const lesson = await trainingCall(token, `/api/training/lessons/${FIRST}`);
      expect(lesson.status).toBe(200);
      expect((lesson.body as LessonDetail).body).toBe(STANDARD_COURSE[0]!.content.body.en);
      const attempt = await startAttempt(token, FIRST);
      for (const text of [JSON.stringify(lesson.body), JSON.stringify(attempt)]) {
        expect(text).not.toContain('correctChoiceId');
      }
    });

    it('shuffles the questions and their choices per attempt', async () => {
      const { token } = await freshBuyer();
      const orders = new Set<string>();
      for (let round = 0; round < 3; round += 1) {
        const attempt = await startAttempt(token, FIRST);
        orders.add(
          JSON.stringify(attempt.questions.map((q) => [q.questionId, q.choices.map((c) => c.choiceId)])),
        );
      }
      expect(orders.size).toBeGreaterThan(1);
    });

    it('hides unpublished lessons from buyers', async () => {
      const created = await adminCall('/api/admin/training/lessons', 'POST', draftLessonBody());
      expect(created.status).toBe(201);
      const draftId = (created.body as { lessonId: string }).lessonId;
      const { token } = await freshBuyer();
      expect((await overview(token)).lessons.map((lesson) => lesson.lessonId)).not.toContain(draftId);
      const read = await trainingCall(token, `/api/training/lessons/${draftId}`);
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ code: 'LESSON_NOT_FOUND' });
      expect(
        (await trainingCall(token, `/api/training/lessons/${draftId}/attempts`, 'POST', { language: 'en' }))
          .status,
      ).toBe(404);
    });

    it('remembers where the buyer left off', async () => {
      const { token } = await freshBuyer();
      expect((await trainingCall(token, `/api/training/lessons/${SECOND}/visits`, 'POST')).status).toBe(204);
      const after = await overview(token);
      expect(after.resumeLessonId).toBe(SECOND);
      expect(after.lessons.find((lesson) => lesson.lessonId === SECOND)?.progress).toBe('started');
    });
  });

  describe('quizzes', () => {
    it('completes a lesson only when its quiz is passed, and lets a failed one be retaken', async () => {
      const { token } = await freshBuyer();
      const failed = await takeQuiz(token, FIRST, { wrong: true });
      expect(failed).toMatchObject({
        passed: false,
        lessonCompleted: false,
        scorePercent: 0,
        certifiedNow: false,
      });
      expect(failed.questions.every((question) => !question.correct)).toBe(true);
      expect((await overview(token)).lessons[0]!.progress).not.toBe('completed');

      const passed = await takeQuiz(token, FIRST);
      expect(passed).toMatchObject({ passed: true, lessonCompleted: true, scorePercent: 100 });
      expect(passed.quizAllowance.attemptsLeft).toBe(1);
      const lesson = (await overview(token)).lessons[0]!;
      expect(lesson).toMatchObject({ progress: 'completed', bestScorePercent: 100 });
    });

    it('allows three attempts a lesson in 24 hours', async () => {
      const { token } = await freshBuyer();
      for (let round = 0; round < 3; round += 1) await takeQuiz(token, SECOND, { wrong: true });
      const refused = await trainingCall(token, `/api/training/lessons/${SECOND}/attempts`, 'POST', {
        language: 'en',
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'QUIZ_ATTEMPTS_EXHAUSTED' });
      const lesson = (await trainingCall(token, `/api/training/lessons/${SECOND}`)).body as LessonDetail;
      expect(lesson.quizAllowance.attemptsLeft).toBe(0);
      expect(Date.parse(lesson.quizAllowance.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());
    });

    it('never lets parallel submissions pass the limit', async () => {
      const { token } = await freshBuyer();
      const attempts = await Promise.all([0, 1, 2, 3].map(() => startAttempt(token, SECOND)));
      const answered = await Promise.all(
        attempts.map((attempt) => postAnswers(token, attempt, answersFor(attempt, { wrong: true }))),
      );
      expect(answered.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(3);
      expect(answered.every((answer) => [200, 409, 429].includes(answer.status))).toBe(true);
    });

    it('scores an attempt once, and only for its own buyer', async () => {
      const owner = await freshBuyer();
      const other = await freshBuyer();
      const attempt = await startAttempt(owner.token, FIRST);
      const stolen = await postAnswers(other.token, attempt, answersFor(attempt));
      expect(stolen.status).toBe(404);
      expect((await overview(other.token)).completedRequiredCount).toBe(0);
      expect((await postAnswers(owner.token, attempt, answersFor(attempt))).status).toBe(200);
      const again = await postAnswers(owner.token, attempt, answersFor(attempt));
      expect(again.status).toBe(404);
      expect(again.body).toMatchObject({ code: 'QUIZ_ATTEMPT_NOT_FOUND' });
    });

    it('checks the answers against the attempt: every question once, one of its choices', async () => {
      const { token } = await freshBuyer();
      const attempt = await startAttempt(token, FIRST);
      const answers = answersFor(attempt);
      const missing = await postAnswers(token, attempt, answers.slice(1));
      expect(missing.status).toBe(400);
      const foreign = await postAnswers(token, attempt, [
        ...answers.slice(1),
        { questionId: 'q99', choiceId: 'a' },
      ]);
      expect(foreign.status).toBe(400);
      const badChoice = await postAnswers(token, attempt, [
        { questionId: answers[0]!.questionId, choiceId: 'zz' },
        ...answers.slice(1),
      ]);
      expect(badChoice.status).toBe(400);
      // A refused body spends nothing: the same attempt still scores.
      expect((await postAnswers(token, attempt, answers)).status).toBe(200);
    });
  });

  describe('the Certified Buyer badge', () => {
    it('is earned by the last required lesson, at once, and shared as a signed credential', async () => {
      const { token, user } = await freshBuyer();
      await completeCourse(token, { keep: 1 });
      expect((await trainingCall(token, '/api/training/certification')).body).toEqual({
        certification: null,
      });
      const last = (await completeCourse(token)) as QuizResult;
      expect(last.certifiedNow).toBe(true);
      const certification = last.certification as Certification;
      expect(certification.valid).toBe(true);
      expect(Date.now() - Date.parse(certification.earnedAt)).toBeLessThan(5 * 60_000);

      const mine = (await trainingCall(token, '/api/training/certification')).body as MyCertification;
      expect(mine.certification).toEqual(certification);

      const credential = (await trainingCall(token, '/api/training/certification/credential'))
        .body as OpenBadgeCredential;
      expect(credential.type).toEqual(
        expect.arrayContaining(['VerifiableCredential', 'OpenBadgeCredential']),
      );
      expect(credential.id).toContain(`/badges/${certification.credentialId}`);
      expect(verifiesEddsaJcs(credential)).toBe(true);
      expect(verifiesEddsaJcs({ ...credential, validFrom: '2020-01-01T00:00:00Z' })).toBe(false);

      const check = await callApi(`/api/training/credentials/${certification.credentialId}`);
      expect(check.status).toBe(200);
      expect(check.body).toMatchObject({ status: 'valid', holderName: 'Tess Tester', revokedAt: null });

      // An admin sees and finds the badge in the users list.
      const certifiedUsers = (await adminCall('/api/admin/users?certified=true&limit=100')).body as {
        items: AdminUser[];
      };
      expect(certifiedUsers.items.find((row) => row.userId === user.userId)).toMatchObject({
        certifiedBuyer: true,
      });
      expect(certifiedUsers.items.every((row) => row.certifiedBuyer)).toBe(true);

      // A deactivated account's credential checks as revoked.
      expect(
        (await adminCall(`/api/admin/users/${user.userId}/status`, 'PUT', { accountStatus: 'deactivated' }))
          .status,
      ).toBe(200);
      const revoked = (await callApi(`/api/training/credentials/${certification.credentialId}`)).body;
      expect(revoked).toMatchObject({ status: 'revoked' } satisfies Partial<CredentialVerification>);
    });

    it('is earned once when two tabs complete the last lesson together', async () => {
      const { token } = await freshBuyer();
      await completeCourse(token, { keep: 1 });
      const [lastLesson] = await lessonsLeft(token);
      const attempts = await Promise.all([
        startAttempt(token, lastLesson!),
        startAttempt(token, lastLesson!),
      ]);
      const results = await Promise.all(
        attempts.map((attempt) => postAnswers(token, attempt, answersFor(attempt))),
      );
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      const bodies = results.map((result) => result.body as QuizResult);
      expect(bodies.filter((body) => body.certifiedNow)).toHaveLength(1);
      const credentials = new Set(bodies.map((body) => body.certification?.credentialId));
      expect(credentials.size).toBe(1);
      const mine = (await trainingCall(token, '/api/training/certification')).body as MyCertification;
      expect(credentials.has(mine.certification?.credentialId)).toBe(true);
    });

    it('cannot be written through the profile or any other body (400)', async () => {
      const { token } = await freshBuyer();
      const badge = {
        earnedAt: new Date().toISOString(),
        courseVersion: 1,
        credentialId: 'forged-credential-0001',
      };
      const profile = await callApi('/api/users/me/profile', {
        method: 'PUT',
        token,
        body: JSON.stringify({
          firstName: 'Tess',
          lastName: 'Tester',
          phoneNumber: '2025550100',
          callBookingLink: null,
          languagePreference: 'en',
          certification: badge,
          certifiedBuyer: true,
        }),
      });
      expect(profile.status).toBe(400);
      const onboarding = await trainingCall(token, '/api/training/onboarding', 'PUT', {
        dismissed: false,
        certification: badge,
      });
      expect(onboarding.status).toBe(400);
      expect((await trainingCall(token, '/api/training/certification')).body).toEqual({
        certification: null,
      });
    });

    it('shows beside the buyers who hold it, and only them, when they are interested in a listing', async () => {
      const certified = await freshBuyer();
      await completeCourse(certified.token);
      const uncertified = await freshBuyer();
      const deal = await createDealAs('seller@example.com');
      for (const { token } of [certified, uncertified]) {
        expect((await callApi(`/api/deals/${deal.dealId}/interest`, { method: 'PUT', token })).status).toBe(
          200,
        );
      }
      const seller = await demoToken('seller@example.com');
      const table = (await callApi(`/api/deals/${deal.dealId}/interests`, { token: seller })).body as {
        items: Interest[];
      };
      const badgeOf = (userId: string) =>
        table.items.find((row) => row.buyerId === userId)?.buyer.certifiedBuyer;
      expect(badgeOf(certified.user.userId)).toBe(true);
      expect(badgeOf(uncertified.user.userId)).toBe(false);
    });
  });

  describe('onboarding', () => {
    it('tracks real state and hides only once every step is done', async () => {
      const { token } = await freshBuyer();
      const before = (await trainingCall(token, '/api/training/onboarding')).body as Onboarding;
      expect(before.steps.map((step) => step.step)).toEqual([
        'completeProfile',
        'setPreferences',
        'setBuyBox',
        'startTraining',
        'becomeCertified',
        'saveFavorite',
      ]);
      expect(before.steps.find((step) => step.step === 'startTraining')?.done).toBe(false);
      await trainingCall(token, `/api/training/lessons/${FIRST}/visits`, 'POST');
      const after = (await trainingCall(token, '/api/training/onboarding')).body as Onboarding;
      expect(after.steps.find((step) => step.step === 'startTraining')?.done).toBe(true);
      expect(after.completedCount).toBe(before.completedCount + 1);

      const hide = await trainingCall(token, '/api/training/onboarding', 'PUT', { dismissed: true });
      expect(hide.status).toBe(409);
      expect(hide.body).toMatchObject({ code: 'ONBOARDING_NOT_DONE' });
      expect(
        (await trainingCall(token, '/api/training/onboarding', 'PUT', { dismissed: false })).status,
      ).toBe(200);
    });
  });

  describe('admin', () => {
    it('counts what buyers do, per lesson', async () => {
      const before = (await adminCall('/api/admin/training/stats')).body as TrainingStats;
      const { token } = await freshBuyer();
      await trainingCall(token, `/api/training/lessons/${FIRST}/visits`, 'POST');
      await takeQuiz(token, FIRST);
      const after = (await adminCall('/api/admin/training/stats')).body as TrainingStats;
      const lessonBefore = before.lessons.find((lesson) => lesson.lessonId === FIRST)!;
      const lessonAfter = after.lessons.find((lesson) => lesson.lessonId === FIRST)!;
      expect(after.buyersStarted).toBeGreaterThan(before.buyersStarted);
      expect(lessonAfter.started).toBeGreaterThan(lessonBefore.started);
      expect(lessonAfter.completed).toBeGreaterThan(lessonBefore.completed);
      expect(lessonAfter.attempts).toBeGreaterThan(lessonBefore.attempts);
    });

    it('loads the standard course only once, and refuses a stale edit', async () => {
      const again = await adminCall('/api/admin/training/standard-course', 'POST');
      expect(again.status).toBe(201);
      const course = (await adminCall('/api/admin/training/lessons')).body as AdminCourse;
      const standard = course.lessons.filter((lesson) =>
        STANDARD_COURSE.some((candidate) => candidate.lessonId === lesson.lessonId),
      );
      expect(standard).toHaveLength(STANDARD_COURSE.length);

      const created = (await adminCall('/api/admin/training/lessons', 'POST', draftLessonBody())).body as {
        lessonId: string;
        revision: number;
        content: unknown;
      };
      const path = `/api/admin/training/lessons/${created.lessonId}`;
      expect(
        (await adminCall(path, 'PUT', { content: created.content, revision: created.revision })).status,
      ).toBe(200);
      const stale = await adminCall(path, 'PUT', { content: created.content, revision: created.revision });
      expect(stale.status).toBe(409);
    });
  });
});

/* ------------------------------------------------------------------ the proof, checked as a verifier would */

/** RFC 8785 canonical JSON (enough for JSON without non-integer numbers). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58Decode(text: string): Buffer {
  let value = 0n;
  for (const character of text) value = value * 58n + BigInt(BASE58.indexOf(character));
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const character of text) {
    if (character !== '1') break;
    bytes.unshift(0);
  }
  return Buffer.from(bytes);
}

/** Verifies an eddsa-jcs-2022 Data Integrity proof with the issuer's did:key, as a verifier would. */
function verifiesEddsaJcs(credential: OpenBadgeCredential): boolean {
  const { proof, ...document } = credential;
  const { proofValue, ...options } = proof as Record<string, string>;
  const multibase = options.verificationMethod!.split('#')[0]!.replace('did:key:z', '');
  const publicKey = base58Decode(multibase).subarray(2);
  const key = createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey]),
    format: 'der',
    type: 'spki',
  });
  const proofOptions = { ...options, '@context': document['@context'] };
  const hash = (value: unknown) => createHash('sha256').update(canonical(value)).digest();
  const data = Buffer.concat([hash(proofOptions), hash(document)]);
  return verify(null, data, key, base58Decode(proofValue!.slice(1)));
}

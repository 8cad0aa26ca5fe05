import { apiBasePath } from '@portal/api/protocol';
import { editPortalSecurityCredentialsPath } from '@portal/api/recovery';
import {
  resetSecurityQuestionsFedPointPath,
  updateTwoStepSettingsPath,
} from '@portal/api/security-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password-hashing.js';
import type { AuditEventKind } from '../db/database-schema.js';
import { demoPassword } from '../db/seed-demo-data.js';
import { type ApiAnswer, postEncrypted } from '../testing/encrypted-requests.js';
import { confirmItsYou, signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { settingsChangedMeanwhileMessage } from './security-settings-routes.js';

/*
 * Issue 14, finding 5: identical changes sent side by side each applied (nineteen of fifty
 * password changes, each with its audit row, notice and history entry). A change now applies only
 * against the state it read: exactly one wins and the others are refused, never with a 500. On
 * SQLite one transaction runs at a time, but the requests still interleave across their awaits
 * (argon2 runs off the event loop), so the race is there on both databases.
 */

/** Each race has a member of its own; all federal, so every request reaches the federal site. */
const passwordRace = { memberId: '7100000007', userId: 'fed.settings' };
const questionsRace = { memberId: '7100000006', userId: 'fed.recover' };
/** fed.new has no security questions: the first save of them races too. */
const firstQuestionsRace = { memberId: '7100000004', userId: 'fed.new' };
const twoStepRace = { memberId: '7100000001', userId: 'fed.member' };

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  // Fifty password checks at once are far over the settings limit, which has its own test.
  t = await createTestApp({ env: { RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER: '0' } });
  for (const { userId } of [passwordRace, questionsRace, firstQuestionsRace, twoStepRace]) {
    tokens.set(userId, await signInToken(t.app, { strUserid: userId }));
  }
  // Two-step changes need the member to have confirmed it's them (issue 22).
  await confirmItsYou(t.app, tokens.get(twoStepRace.userId) ?? '', twoStepRace.memberId);
});
afterAll(() => t.close());

/** POSTs as the member (signed in before the tests). */
const postAs = (member: { userId: string }, path: string, body: object) =>
  postEncrypted(t.app, `${apiBasePath}${path}`, body, { token: tokens.get(member.userId) });

/** Sends `count` copies of the same call at once. */
const sideBySide = (count: number, send: () => Promise<ApiAnswer>) =>
  Promise.all(Array.from({ length: count }, send));

async function auditCount(memberId: string, kind: AuditEventKind) {
  const rows = await t.db
    .selectFrom('audit_events')
    .select('audit_id')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .execute();
  return rows.length;
}

async function noticeCount(memberId: string, subject: string) {
  const rows = await t.db
    .selectFrom('outbox_messages')
    .select('message_id')
    .where('member_id', '=', memberId)
    .where('subject', '=', subject)
    .execute();
  return rows.length;
}

/** Every answer is HTTP 200 (a 500 or 429 would fail here); their envelopes, by returnCode. */
function envelopesOf(answers: ApiAnswer[]) {
  for (const answer of answers) expect(answer.statusCode).toBe(200);
  const envelopes = answers.map((answer) => answer.json());
  return {
    successes: envelopes.filter((envelope) => envelope.returnCode === 200),
    refusals: envelopes.filter((envelope) => envelope.returnCode !== 200),
  };
}

const newQuestions = [
  { strQuestionId: 'Q4', strAnswer: 'Maple Row' },
  { strQuestionId: 'Q6', strAnswer: 'Hillside Primary' },
  { strQuestionId: 'Q7', strAnswer: 'Kenji' },
];

const changeQuestions = (member: { memberId: string; userId: string }) =>
  postAs(member, resetSecurityQuestionsFedPointPath, {
    strMember_Id: member.memberId,
    strCurrentPassword: demoPassword,
    liSecurityQuestions: newQuestions,
  });

async function questionIdsOf(memberId: string) {
  const rows = await t.db
    .selectFrom('security_answers')
    .select('question_id')
    .where('member_id', '=', memberId)
    .orderBy('question_id')
    .execute();
  return rows.map((row) => row.question_id);
}

const changedMeanwhile = {
  returnCode: 300,
  strReturnObject: { strMessage: settingsChangedMeanwhileMessage },
};

describe('changes sent side by side (issue 14, finding 5)', () => {
  it('applies exactly one of fifty identical password changes: one audit row, one notice, one history entry', async () => {
    const { memberId } = passwordRace;
    const passwordHashOf = async () =>
      (
        await t.db
          .selectFrom('members')
          .select('password_hash')
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const before = await passwordHashOf();

    const newPassword = 'tabletop-lantern-07';
    const { successes, refusals } = envelopesOf(
      await sideBySide(50, () =>
        postAs(passwordRace, editPortalSecurityCredentialsPath, {
          strMember_Id: memberId,
          strCurrentPassword: demoPassword,
          strNewPassword: newPassword,
          strConfirmPassword: newPassword,
        }),
      ),
    );

    expect(successes).toHaveLength(1);
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals) {
      // The password each of them gave as current no longer is.
      expect(refusal).toMatchObject({
        returnCode: 300,
        strReturnObject: { objFieldErrors: { currentPassword: 'currentPasswordIncorrect' } },
      });
    }
    expect(await auditCount(memberId, 'security.password-changed')).toBe(1);
    expect(await noticeCount(memberId, 'Your password was changed')).toBe(1);
    const history = await t.db
      .selectFrom('password_history')
      .select('password_hash')
      .where('member_id', '=', memberId)
      .execute();
    expect(history).toEqual([{ password_hash: before }]);
    expect(await verifyPassword(await passwordHashOf(), newPassword)).toBe(true);
  });

  it('applies exactly one of ten identical security-question changes', async () => {
    const { memberId } = questionsRace;
    const { successes, refusals } = envelopesOf(
      await sideBySide(10, () => changeQuestions(questionsRace)),
    );

    expect(successes).toHaveLength(1);
    for (const refusal of refusals) expect(refusal).toMatchObject(changedMeanwhile);
    expect(await auditCount(memberId, 'security.questions-changed')).toBe(1);
    expect(await noticeCount(memberId, 'Your security questions were changed')).toBe(1);
    expect(await questionIdsOf(memberId)).toEqual(['Q4', 'Q6', 'Q7']);
  });

  it('applies exactly one of ten identical first saves of the questions (a member who had none)', async () => {
    const { memberId } = firstQuestionsRace;
    expect(await questionIdsOf(memberId)).toEqual([]);
    const { successes, refusals } = envelopesOf(
      await sideBySide(10, () => changeQuestions(firstQuestionsRace)),
    );

    expect(successes).toHaveLength(1);
    for (const refusal of refusals) expect(refusal).toMatchObject(changedMeanwhile);
    expect(await auditCount(memberId, 'security.questions-changed')).toBe(1);
    expect(await questionIdsOf(memberId)).toEqual(['Q4', 'Q6', 'Q7']);
  });

  it('applies exactly one of ten identical two-step changes; saving them as they are changes nothing', async () => {
    const { memberId } = twoStepRace;
    const turnOnByText = () =>
      postAs(twoStepRace, updateTwoStepSettingsPath, {
        strMember_Id: memberId,
        strTwoFactorEnabled: 'Y',
        str2FAPref: 'S',
      });
    const { successes, refusals } = envelopesOf(await sideBySide(10, turnOnByText));

    // Those that read the settings before the winner saved them are refused; any that read them
    // after finds them as asked and answers 200 without writing anything.
    expect(successes.length).toBeGreaterThanOrEqual(1);
    for (const refusal of refusals) expect(refusal).toMatchObject(changedMeanwhile);
    const subject = 'Your two-step verification settings were changed';
    expect(await auditCount(memberId, 'security.two-step-changed')).toBe(1);
    expect(await noticeCount(memberId, subject)).toBe(1);

    expect((await turnOnByText()).json().returnCode).toBe(200);
    expect(await auditCount(memberId, 'security.two-step-changed')).toBe(1);
    expect(await noticeCount(memberId, subject)).toBe(1);
  });
});

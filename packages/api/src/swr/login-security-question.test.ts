import { describe, expect, it } from 'vitest';
import { requestTimeoutStatus } from '../client/api-error.js';
import { AnswerError } from './answer-error.js';
import { confirmSecurityAnswer, fetchSecurityQuestion } from './login-security-question.js';
import { clientAnswering, failingClient } from './testing/fake-client.js';

describe('fetchSecurityQuestion', () => {
  it('hands back the question to ask', async () => {
    const { client } = clientAnswering(200, { strQuestionId: 'Q1', strQuestion: 'First pet?' });
    expect(await fetchSecurityQuestion(client)).toEqual({
      kind: 'asking',
      question: { id: 'Q1', text: 'First pet?' },
    });
  });

  it('reads 401 as no pending sign-in', async () => {
    expect(await fetchSecurityQuestion(clientAnswering(401).client)).toEqual({
      kind: 'noPendingSignIn',
    });
  });

  it('throws for any other answer, and for the client giving up after its timeout', async () => {
    await expect(fetchSecurityQuestion(clientAnswering(500).client)).rejects.toBeInstanceOf(
      AnswerError,
    );
    await expect(fetchSecurityQuestion(failingClient())).rejects.toMatchObject({
      status: requestTimeoutStatus,
    });
  });
});

describe('confirmSecurityAnswer', () => {
  const request = { strQuestionId: 'Q1' as const, strAnswer: 'Rex' };

  it('signs in with the user, session settings and profile completion', async () => {
    const user = { strMember_Id: '7100000002' };
    const { client, call } = clientAnswering(200, { objuservo: user });
    expect(await confirmSecurityAnswer(client, request)).toEqual({
      kind: 'signedIn',
      user,
      settings: null,
      profileCompletion: null,
      forwardCode: null,
    });
    expect(call.mock.calls[0]?.[1]).toEqual(request);
  });

  it('hands back the next question after a wrong answer', async () => {
    const { client } = clientAnswering(300, { strQuestionId: 'Q2', strQuestion: 'First car?' });
    expect(await confirmSecurityAnswer(client, request)).toEqual({
      kind: 'wrongAnswer',
      next: { id: 'Q2', text: 'First car?' },
    });
  });

  it.each([
    [4740, 'locked'],
    [401, 'noPendingSignIn'],
    [500, 'unavailable'],
  ])('reads returnCode %i as %s', async (returnCode, kind) => {
    expect((await confirmSecurityAnswer(clientAnswering(returnCode).client, request)).kind).toBe(
      kind,
    );
  });

  it('reads the client giving up after its timeout as unavailable', async () => {
    expect(await confirmSecurityAnswer(failingClient(), request)).toEqual({ kind: 'unavailable' });
  });
});

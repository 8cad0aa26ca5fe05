import { apiBasePath, twoStepCookie } from '@portal/api/protocol';
import { generate2FACodePath, validate2FACodePath } from '@portal/api/sign-in';
import { hashSessionToken } from '../platform/session-tokens.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { bearerTokenFrom, logoutUrl, postLogin } from '../testing/sign-in-requests.js';
import type { HeldSession } from './fuzz-client.js';
import type { FuzzMember, FuzzWorld } from './fuzz-world.js';

/**
 * Keeps a live session of a member for the signed-in calls. A fuzzed call may end it (sign-out,
 * a security change that revokes sessions) or turn two-step verification on; before each use the
 * session's row says whether it still works, and if not the member signs in again as the portal
 * does, through the second step when it is on (the code read from the outbox, as /dev/outbox
 * shows it).
 */
export class MemberSessions {
  private held = new Map<string, HeldSession>();

  constructor(private readonly world: FuzzWorld) {}

  async liveSessionOf(member: FuzzMember): Promise<HeldSession> {
    const held = this.held.get(member.userId);
    if (held && (await this.isLive(held))) return held;
    const fresh = await this.signIn(member);
    this.held.set(member.userId, fresh);
    return fresh;
  }

  /** A session of the member that has been signed out: its token must be refused. */
  async revokedSessionOf(member: FuzzMember): Promise<HeldSession> {
    const session = await this.signIn(member);
    await postEncrypted(
      this.world.testApp.app,
      logoutUrl,
      {},
      {
        token: session.token,
        edition: member.productLine,
      },
    );
    return session;
  }

  private async isLive(session: HeldSession): Promise<boolean> {
    const now = new Date().toISOString();
    const row = await this.world.testApp.db
      .selectFrom('sessions')
      .select(['revoked_at', 'token_expires_at', 'expires_at'])
      .where('token_hash', '=', hashSessionToken(session.token))
      .executeTakeFirst();
    // Ten seconds of margin: a token about to expire is replaced before it fails a request.
    const soon = new Date(Date.now() + 10_000).toISOString();
    return (
      row !== undefined &&
      row.revoked_at === null &&
      row.expires_at > now &&
      (row.token_expires_at === null || row.token_expires_at > soon)
    );
  }

  private async signIn(member: FuzzMember): Promise<HeldSession> {
    const app = this.world.testApp.app;
    const answer = await postLogin(app, {
      strUserid: member.userId,
      strProductNm: member.productLine,
    });
    const cookies = new Map(answer.cookies.map((cookie) => [cookie.name, cookie.value]));
    let token = bearerTokenFrom(answer);
    const twoStep = answer.json().strReturnObject?.objTwoStep;
    if (!token && twoStep) {
      const grant = cookies.get(twoStepCookie.name);
      const cookie = `${twoStepCookie.name}=${grant}`;
      const method: 'E' | 'S' = twoStep.str2FAPref ?? 'E';
      const common = { strMember_Id: member.memberId, strTokenMethod: 'L', str2FAPref: method };
      await postEncrypted(app, `${apiBasePath}${generate2FACodePath}`, common, {
        cookie,
        edition: member.productLine,
      });
      const validated = await postEncrypted(
        app,
        `${apiBasePath}${validate2FACodePath}`,
        { ...common, verify2FA: await this.latestCodeTo(member) },
        { cookie, edition: member.productLine },
      );
      for (const set of validated.cookies) cookies.set(set.name, set.value);
      token = bearerTokenFrom(validated);
    }
    if (!token) throw new Error(`${member.userId} could not sign in: ${answer.body}`);
    return { token, cookies };
  }

  private async latestCodeTo(member: FuzzMember): Promise<string> {
    const message = await this.world.testApp.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('member_id', '=', member.memberId)
      .orderBy('created_at', 'desc')
      .orderBy('message_id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(message.body ?? '')?.[1];
    if (!code) throw new Error(`no one-time code in the newest message to ${member.userId}`);
    return code;
  }
}

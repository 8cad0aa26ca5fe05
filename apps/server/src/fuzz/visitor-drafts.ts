import { accountDraftCookie, intermediateProfileSavePath } from '@portal/api/account-creation';
import { apiBasePath } from '@portal/api/protocol';
import {
  type EnrollingAs,
  enrollingAsByProductLine,
  type ProductFlag,
} from '@portal/forms/code-lists';
import { needsBranchOfService } from '@portal/forms/rules';
import { hashSessionToken } from '../platform/session-tokens.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import type { VisitorJar } from './fuzz-client.js';
import type { FuzzWorld } from './fuzz-world.js';

/**
 * Keeps an account-creation draft per edition for the draft-cookie calls (/acctCreate/, issue 19),
 * as a visitor's browser would hold one: started by the get-started step, its cookie in the jar.
 * A fuzzed call may end it (discardAccountDraft, a created account); before each use the draft's
 * row says whether it still works, and if not the visitor starts again.
 *
 * The get-started answer names a kind that has a branch of service where the edition offers one
 * (a uniformed member in the federal edition), so that the branch-of-service call belongs to the
 * application.
 */
export class VisitorDrafts {
  private held = new Map<ProductFlag, VisitorJar>();

  constructor(private readonly world: FuzzWorld) {}

  async liveDraftOf(edition: ProductFlag): Promise<VisitorJar> {
    const held = this.held.get(edition);
    if (held && (await this.isLive(held))) return held;
    const fresh = await this.start(edition);
    this.held.set(edition, fresh);
    return fresh;
  }

  private async isLive(jar: VisitorJar): Promise<boolean> {
    const credential = jar.cookies.get(accountDraftCookie.name);
    if (!credential) return false;
    const row = await this.world.testApp.db
      .selectFrom('account_drafts')
      .select('draft_id')
      .where('draft_hash', '=', hashSessionToken(credential))
      .where('expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    return row !== undefined;
  }

  private async start(edition: ProductFlag): Promise<VisitorJar> {
    const kinds: readonly EnrollingAs[] = enrollingAsByProductLine[edition];
    const answer = await postEncrypted(
      this.world.testApp.app,
      `${apiBasePath}${intermediateProfileSavePath}`,
      {
        strStep: 'GET_STARTED',
        objGetStarted: {
          strEnrollingAs: kinds.find((kind) => needsBranchOfService(kind)) ?? kinds[0],
          dtDOB: '1984-05-14',
          strProductNm: edition,
        },
      },
      { edition },
    );
    const credential = answer.cookies.find(({ name }) => name === accountDraftCookie.name)?.value;
    if (!credential) throw new Error(`no ${edition} draft was started: ${answer.body}`);
    return { cookies: new Map([[accountDraftCookie.name, credential]]) };
  }
}

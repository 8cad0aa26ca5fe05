import { accountDraftCookie } from '@portal/api/account-creation';
import { enrollingAsByProductLine, type ProductFlag } from '@portal/forms/code-lists';
import { needsBranchOfService } from '@portal/forms/rules';
import { hashSessionToken } from '../platform/session-tokens.js';
import { Applicant } from '../testing/account-requests.js';
import type { VisitorJar } from './fuzz-client.js';
import type { FuzzWorld } from './fuzz-world.js';

/**
 * Keeps an account-creation draft per edition for the draft-cookie calls (/acctCreate/, issue 19),
 * as a visitor's browser holds one: each step saved as the portal saves it, the cookie in the jar.
 * A fuzzed call may end the draft (discardAccountDraft, an account created from it); before each
 * use its row says whether it still works, and if not a new visitor applies.
 *
 * Every step is saved, so each call has its real work to do: the branch-of-service step belongs
 * to the application (a uniformed member, where the edition offers one) and createUserAccount can
 * create the account. Each visitor is a new person (their own SSN, last name and emails), so an
 * account created from one draft is no duplicate of the next.
 */
export class VisitorDrafts {
  private held = new Map<ProductFlag, VisitorJar>();
  private visitors = 0;

  constructor(private readonly world: FuzzWorld) {}

  async liveDraftOf(edition: ProductFlag): Promise<VisitorJar> {
    const held = this.held.get(edition);
    if (held && (await this.isLive(held))) return held;
    const fresh = await this.apply(edition);
    this.held.set(edition, fresh);
    return fresh;
  }

  /** The next use starts a new application: each endpoint's run begins from a whole draft. */
  forget(): void {
    this.held.clear();
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

  private async apply(edition: ProductFlag): Promise<VisitorJar> {
    this.visitors += 1;
    const n = String(this.visitors).padStart(4, '0');
    const applicant = new Applicant(this.world.testApp.app, { edition });
    const uniformed = enrollingAsByProductLine[edition].find(needsBranchOfService);
    const steps = [
      () => applicant.getStarted(uniformed ? { strEnrollingAs: uniformed, strAgencyCode: '' } : {}),
      () =>
        applicant.personalInfo({
          strSSN: `900-60-${n}`,
          strLast_Nm: `Visitor${String.fromCharCode(65 + (this.visitors % 26))}`,
          strWork_Email: `visitor${n}@example.org`,
          strConfirmWork_Email: `visitor${n}@example.org`,
          strOther_Email: `visitor${n}@example.com`,
        }),
      ...(uniformed ? [() => applicant.sponsor()] : []),
      () => applicant.address(),
    ];
    for (const step of steps) {
      const answer = await step();
      if (answer.json().returnCode !== 200) {
        throw new Error(`a ${edition} visitor's step was refused: ${answer.body}`);
      }
    }
    if (!applicant.draft) throw new Error(`no ${edition} draft was started`);
    return { cookies: new Map([[accountDraftCookie.name, applicant.draft]]) };
  }
}

import type { Bank } from '@portal/api/banks';
import { useBankAccounts, useDeleteBankAccount } from '@portal/api/swr';
import { accountTypes } from '@portal/forms/code-lists';
import { bankRecordState } from '@portal/forms/rules';
import { AlertBanner, BankCard, BankCardEmpty, Link, Modal, Stack } from '@portal/ui';
import { useRef, useState } from 'react';
import { useErrorMessage } from '../../messages/error-messages.js';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as pageStyles from '../../styles/page.css.js';
import { bankDashboardCopy as copy } from './bank-dashboard-copy.js';
import * as styles from './bank-dashboard-page.css.js';

type Problem = { kind: 'unavailable' } | { kind: 'refused'; message: string };

/**
 * /bank-dashboard (spec sections 2 and 4): the member's banks, each In use, Pending Use or
 * deletable; Delete asks first; after a delete the list is fetched again.
 */
export function BankDashboardPage() {
  const { user } = useSession();
  return (
    <section className={pageStyles.page} aria-labelledby="banks-heading">
      <h1 id="banks-heading" className={pageStyles.heading}>
        {copy.heading}
      </h1>
      {user ? (
        <MemberBanks memberId={user.strMember_Id} />
      ) : (
        // The route is unguarded (spec section 6); without a session there is nothing to list.
        <p>
          {copy.signInPrompt} <Link href="/login">{copy.logIn}</Link>
        </p>
      )}
    </section>
  );
}

function MemberBanks({ memberId }: { memberId: string }) {
  const banks = useBankAccounts(memberId);
  const deletion = useDeleteBankAccount(memberId);
  const [selected, setSelected] = useState<Bank | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const deletedNote = useRef<HTMLDivElement>(null);
  // The Delete button that opened the question went with its card: as the question closes, focus
  // goes to what happened instead of back to where it was.
  const justDeleted = useRef(false);
  function focusAfterClose(event: Event) {
    if (!justDeleted.current || !deletedNote.current) return;
    justDeleted.current = false;
    event.preventDefault();
    deletedNote.current.focus();
  }

  function showProblem(next: Problem) {
    setSelected(null);
    setProblem(next);
    // Spec section 4: on an internal error the page scrolls to the top to show the message.
    window.scrollTo({ top: 0 });
  }

  async function confirmDelete() {
    if (!selected) return;
    try {
      const outcome = await deletion.trigger(selected);
      if (outcome.kind === 'deleted') {
        setSelected(null);
        setProblem(null);
        setDeleted(copy.deleted(selected.strBank_Nm, selected.strAcc_Nbr.replace(/\D/g, '')));
        justDeleted.current = true;
      } else if (outcome.kind === 'refused' && outcome.message) {
        showProblem({ kind: 'refused', message: outcome.message });
      } else {
        showProblem({ kind: 'unavailable' });
      }
    } catch {
      showProblem({ kind: 'unavailable' });
    }
  }

  const message = useErrorMessage();
  const failedToLoad = banks.error !== undefined;
  return (
    <Stack gap={5}>
      {problem || failedToLoad ? (
        <ProblemBanner problem={problem ?? { kind: 'unavailable' }} />
      ) : null}
      {deleted ? (
        <div ref={deletedNote} tabIndex={-1}>
          <AlertBanner status="SUCCESS">
            <p>{deleted}</p>
          </AlertBanner>
        </div>
      ) : null}
      <p>{copy.changeBankHelp}</p>
      <p>{copy.deleteNote}</p>
      {banks.data?.length === 0 ? <BankCardEmpty message={message('noSavedBankAccounts')} /> : null}
      {banks.data && banks.data.length > 0 ? (
        <ul className={styles.list} aria-label={copy.listLabel}>
          {banks.data.map((bank) => (
            <BankListItem key={bank.lnBankId} bank={bank} onDelete={() => setSelected(bank)} />
          ))}
        </ul>
      ) : null}
      <Modal
        open={selected !== null}
        onOpenChange={(open) => (open ? undefined : setSelected(null))}
        onCloseAutoFocus={focusAfterClose}
        heading={copy.confirmHeading}
        buttons={[
          { label: copy.no, variant: 'secondary' },
          {
            label: copy.yes,
            variant: 'primary',
            closes: false,
            onClick: () => void confirmDelete(),
          },
        ]}
      />
    </Stack>
  );
}

function BankListItem({ bank, onDelete }: { bank: Bank; onDelete: () => void }) {
  const state = bankRecordState({
    statusFlag: bank.strObjStatusFlag,
    deleteFlag: bank.strDeleteflg,
  });
  if (state === 'none') return null;
  return (
    <BankCard
      as="li"
      bankName={bank.strBank_Nm}
      accountNumber={bank.strAcc_Nbr}
      accountType={accountTypes[bank.strAcc_Type]}
      status={state}
      onDelete={onDelete}
    />
  );
}

function ProblemBanner({ problem }: { problem: Problem }) {
  if (problem.kind === 'refused') {
    return (
      <AlertBanner status="ERROR">
        <p>{problem.message}</p>
      </AlertBanner>
    );
  }
  return <ServiceUnavailableBanner />;
}

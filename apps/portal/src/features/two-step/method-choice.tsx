import { useSendTwoStepCode } from '@portal/api/swr';
import { Button, RadioGroup, Stack } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type PendingTwoStep, twoStepStore } from '../../session/two-step-store.js';
import { TwoStepBanner, type TwoStepProblem } from './two-step-banner.js';
import { twoStepCopy } from './two-step-copy.js';
import { availableMethods, type ContactMethod, maskedContactOf } from './two-step-methods.js';
import * as styles from './two-step-page.css.js';
import { useTwoStepExit } from './use-two-step-exit.js';

/**
 * Choose where the code goes (E email, S SMS: spec section 3), shown masked, and send it. The
 * member's preferred method is chosen to begin with (spec section 4: chosen by preference).
 */
export function MethodChoice({
  pending,
  heading,
  intro,
}: {
  pending: PendingTwoStep;
  heading: string;
  intro: string;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const exit = useTwoStepExit();
  const methods = availableMethods(pending);
  const preferred = pending.str2FAPref && methods.includes(pending.str2FAPref);
  const [method, setMethod] = useState<ContactMethod | null>(
    preferred ? pending.str2FAPref : (methods[0] ?? null),
  );
  const [problem, setProblem] = useState<TwoStepProblem | null>(
    methods.length === 0 ? 'noContact' : null,
  );
  const sendCode = useSendTwoStepCode();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!method || sendCode.isMutating) return;
    setProblem(null);
    const outcome = await sendCode.trigger({ pending, method });
    switch (outcome.kind) {
      case 'sent':
        twoStepStore.codeSent({
          method: outcome.method,
          maskedContact: outcome.maskedContact,
          lifetimeSeconds: outcome.lifetimeSeconds,
        });
        navigate(`/two-step-verification/enter-code${search}`);
        return;
      case 'tooMany':
      case 'unavailable':
        setProblem(outcome.kind);
        return;
      default:
        await exit(outcome);
    }
  }

  async function cancel() {
    await Promise.resolve(navigate('/login', { replace: true }));
    twoStepStore.clear();
  }

  return (
    <section className={styles.page} aria-labelledby="two-step-heading">
      <h1 id="two-step-heading" className={styles.heading}>
        {heading}
      </h1>
      <Stack gap={4}>
        <p>{intro}</p>
        {problem ? <TwoStepBanner problem={problem} /> : null}
        {methods.length > 0 ? (
          <form noValidate onSubmit={(event) => void send(event)}>
            <Stack gap={4}>
              <RadioGroup
                legend={twoStepCopy.methodLegend}
                name="method"
                required
                value={method}
                onChange={(value) => setMethod(value as ContactMethod)}
                options={methods.map((value) => ({
                  value,
                  label: twoStepCopy.methodOption[value](maskedContactOf(pending, value)),
                }))}
              />
              <div className={styles.actions}>
                <Button variant="link" onClick={() => void cancel()}>
                  {twoStepCopy.cancel}
                </Button>
                <Button type="submit" busy={sendCode.isMutating}>
                  {twoStepCopy.sendCode}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </section>
  );
}

import { useKeepAlive } from '@portal/api/swr';
import { AlertBanner, IdleDialog, Modal, mainContentId } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { portalClient } from '../api/portal-client.js';
import { useErrorMessage } from '../messages/error-messages.js';
import {
  type IdleState,
  type IdleWatch,
  reportActivity,
  specIdleTimings,
  startIdleWatch,
} from '../session/idle-watch.js';
import { onIdleWatchRestart } from '../session/idle-watch-restart.js';
import { inactivityFlag, useInactivityFlag } from '../session/inactivity-flag.js';
import { specKeepAliveSeconds, startKeepAlive } from '../session/keep-alive.js';
import { sessionStore, useSession } from '../session/session-store.js';
import { usePendingTwoStep } from '../session/two-step-store.js';
import * as styles from './session-watch.css.js';
import { sessionWatchCopy } from './session-watch-copy.js';
import {
  logOutRequest,
  useCompleteProfileFirst,
  useEndSession,
  useLogOutRequestOpen,
} from './use-log-out.js';

/**
 * What watches over a session in the shell (spec sections 4 and 9): the idle warning with its
 * countdown, the keep-alive ping while the member is active, the 'Incomplete Profile' question of
 * Log Out, the end of a session whose token is gone (refused refresh, revoked, expired), and
 * afterwards the note saying the member was logged out for inactivity. A signed-in session and a pending two-step sign-in are watched; any other tab only
 * reports its activity, which counts for the watched ones.
 */
export function SessionWatch() {
  const { isLoggedIn, settings } = useSession();
  const pendingTwoStep = usePendingTwoStep();
  const watching = isLoggedIn || pendingTwoStep !== null;
  const timings = settings ?? pendingTwoStep?.settings;
  const warningSeconds = timings?.lnIdleWarningSeconds ?? specIdleTimings.warningSeconds;
  const countdownSeconds = timings?.lnIdleCountdownSeconds ?? specIdleTimings.countdownSeconds;
  const keepAliveSeconds = settings?.lnKeepAliveSeconds ?? specKeepAliveSeconds;
  const endSession = useEndSession();
  const message = useErrorMessage();
  const [idle, setIdle] = useState<IdleState>({ phase: 'watching' });
  const watch = useRef<IdleWatch | null>(null);

  useEffect(() => {
    if (!watching) return reportActivity();
    const started = startIdleWatch({ warningSeconds, countdownSeconds, onChange: setIdle });
    watch.current = started;
    const stopListening = onIdleWatchRestart(() => started.restart());
    return () => {
      stopListening();
      started.stop();
      watch.current = null;
      setIdle({ phase: 'watching' });
    };
  }, [watching, warningSeconds, countdownSeconds]);

  // Spec section 9: a signed-in member who is active pings the service every keepAliveSeconds.
  // Only while the watch is watching: once the warning opens the pings stop, so an idle session
  // ends as the idle rules say. (A pending two-step sign-in has no session to keep.)
  const keepAlive = useKeepAlive();
  const latestPing = useRef(keepAlive.trigger);
  latestPing.current = keepAlive.trigger;
  const pinging = isLoggedIn && idle.phase === 'watching';
  useEffect(() => {
    if (!pinging) return;
    return startKeepAlive({
      everySeconds: keepAliveSeconds,
      activeSince: (sinceMs) => watch.current?.activeSince(sinceMs) ?? false,
      ping: () => void latestPing.current(),
    });
  }, [pinging, keepAliveSeconds]);

  // Spec section 4: when the countdown ends the member is logged out and the inactive flag stored.
  const timedOut = idle.phase === 'timedOut';
  const latestEndSession = useRef(endSession);
  latestEndSession.current = endSession;
  useEffect(() => {
    if (timedOut) void latestEndSession.current({ inactive: true });
  }, [timedOut]);

  // A session whose token is gone is over: the service would refuse every call.
  useEffect(() => {
    if (!isLoggedIn) return;
    const endIfTokenGone = (hasToken: boolean) => {
      if (!hasToken && sessionStore.get().isLoggedIn) void latestEndSession.current();
    };
    endIfTokenGone(portalClient.hasToken());
    return portalClient.onTokenChange(endIfTokenGone);
  }, [isLoggedIn]);

  async function continueSession() {
    watch.current?.restart();
    // Spec section 4: Continue refreshes the token. A refused refresh ends the session through
    // the token listener above. (A pending two-step sign-in has no token yet.)
    if (portalClient.hasToken()) await portalClient.refreshToken();
  }

  const askingAboutProfile = useLogOutRequestOpen();
  const completeProfileFirst = useCompleteProfileFirst();
  const inactive = useInactivityFlag();

  return (
    <>
      <IdleDialog
        open={idle.phase === 'warning'}
        secondsLeft={idle.phase === 'warning' ? idle.secondsLeft : countdownSeconds}
        active={idle.phase === 'warning' && idle.active}
        onContinue={() => void continueSession()}
        onLogout={() => void endSession()}
        message={message('idleWarning')}
        countdown={(seconds) =>
          seconds === 1 ? message('idleCountdownOneSecond') : message('idleCountdown', { seconds })
        }
        noLongerIdle={message('noLongerIdle')}
      />
      <Modal
        open={askingAboutProfile}
        onOpenChange={(open) => {
          if (!open) logOutRequest.close();
        }}
        heading={message('incompleteProfileHeading')}
        subheading={message('incompleteProfile')}
        buttons={[
          { label: sessionWatchCopy.stay, variant: 'primary', onClick: completeProfileFirst },
          { label: sessionWatchCopy.leave, variant: 'secondary', onClick: () => void endSession() },
        ]}
      />
      {!watching && inactive ? (
        <div className={styles.notice}>
          <AlertBanner
            status="INFO"
            onDismiss={() => {
              inactivityFlag.clear();
              // The close button goes with the note: focus the page rather than lose it (WCAG 2.4.3).
              document.getElementById(mainContentId)?.focus();
            }}
          >
            <p>{message('loggedOutForInactivity')}</p>
          </AlertBanner>
        </div>
      ) : null}
    </>
  );
}

import { useSession } from '../../session/session-store.js';
import * as styles from '../../styles/page.css.js';
import { dashboardCopy } from './dashboard-copy.js';

/** The member's home after sign-in; it greets them by name. */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className={styles.page} aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className={styles.heading}>
        {dashboardCopy.greeting(user.strFirst_Nm)}
      </h1>
      <p>{dashboardCopy.intro}</p>
    </section>
  );
}

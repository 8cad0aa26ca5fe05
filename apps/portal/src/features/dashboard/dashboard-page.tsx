import { DashboardCard, DashboardPage as DashboardTemplate } from '@portal/ui';
import { useSession } from '../../session/session-store.js';
import * as styles from '../../styles/page.css.js';
import { dashboardCopy as copy } from './dashboard-copy.js';

/**
 * The member's home after sign-in (the kit's `DashboardPage` template): it greets them by name and
 * shows a card for each thing they can manage today. Cards for plans, family and payments join
 * the grid as their screens are built.
 */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <DashboardTemplate heading={copy.greeting(user.strFirst_Nm)} lead={copy.intro}>
        {[copy.securitySettings, copy.banks].map((card) => (
          <DashboardCard key={card.title} title={card.title} actions={[card.action]}>
            <p>{card.text}</p>
          </DashboardCard>
        ))}
      </DashboardTemplate>
    </div>
  );
}

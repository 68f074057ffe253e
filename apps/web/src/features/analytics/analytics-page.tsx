/** AnalyticsPage (/analytics): Analytics. Built out in a later issue; for now the shell shows its title. */
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

export function AnalyticsPage() {
  return <ComingSoonPage title="Analytics" />;
}

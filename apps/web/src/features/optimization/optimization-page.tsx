/** OptimizationPage (/optimization): Optimization. Built out in a later issue; for now the shell shows its title. */
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

export function OptimizationPage() {
  return <ComingSoonPage title="Optimization" />;
}

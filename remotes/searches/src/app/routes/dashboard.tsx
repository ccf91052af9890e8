import { Dashboard } from '../../features/job-searches/components/dashboard';

export function DashboardRoute() {
  return <Dashboard />;
}

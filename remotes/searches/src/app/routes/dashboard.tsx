import { Dashboard } from '../pages/dashboard';

export function DashboardRoute() {
  return <Dashboard />;
}

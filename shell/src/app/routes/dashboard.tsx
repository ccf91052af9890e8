import { RemotePage } from '../../federation/remote-page';

export const DashboardRoute = () => <RemotePage remote="searches" route="dashboard" title="Dashboard" />;

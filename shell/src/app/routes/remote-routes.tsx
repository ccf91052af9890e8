import { RemotePage } from '../../federation/remote-page';

// One component per route served by a remote; the shell owns the paths and the guards.
export const LoginRoute = () => <RemotePage remote="auth" route="login" title="Sign in" />;
export const RegisterRoute = () => <RemotePage remote="auth" route="register" title="Registration" />;
export const ProfileRoute = () => <RemotePage remote="profile" route="profile" title="Your profile" />;
export const DashboardRoute = () => <RemotePage remote="searches" route="dashboard" title="Dashboard" />;
export const CreateSearchRoute = () => <RemotePage remote="searches" route="create-search" title="Create Job Search" />;
export const EditSearchRoute = () => <RemotePage remote="searches" route="edit-search" title="Edit Job Search" />;
export const SearchDetailsRoute = () => <RemotePage remote="searches" route="search-details" title="Search Details" />;

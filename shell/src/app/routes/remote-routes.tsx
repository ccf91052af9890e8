import { RemotePage } from '../../federation/remote-page';

// One component per route served by a remote; the shell owns the paths and the guards.
export const LoginRoute = () => <RemotePage remote="auth" route="login" title="Sign in" />;
export const RegisterRoute = () => <RemotePage remote="auth" route="register" title="Registration" />;
export const ProfileRoute = () => <RemotePage remote="profile" route="profile" title="Your profile" />;

import { RemotePage } from '../../federation/remote-page';

export const LoginRoute = () => <RemotePage remote="auth" route="login" title="Sign in" />;

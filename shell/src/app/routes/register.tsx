import { RemotePage } from '../../federation/remote-page';

export const RegisterRoute = () => <RemotePage remote="auth" route="register" title="Registration" />;

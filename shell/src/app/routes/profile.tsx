import { RemotePage } from '../../federation/remote-page';

export const ProfileRoute = () => <RemotePage remote="profile" route="profile" title="Your profile" />;

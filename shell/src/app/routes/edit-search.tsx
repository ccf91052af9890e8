import { RemotePage } from '../../federation/remote-page';

export const EditSearchRoute = () => <RemotePage remote="searches" route="edit-search" title="Edit Job Search" />;

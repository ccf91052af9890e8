import { RemotePage } from '../../federation/remote-page';

export const CreateSearchRoute = () => <RemotePage remote="searches" route="create-search" title="Create Job Search" />;

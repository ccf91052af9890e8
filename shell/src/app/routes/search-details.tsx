import { RemotePage } from '../../federation/remote-page';

export const SearchDetailsRoute = () => <RemotePage remote="searches" route="search-details" title="Search Details" />;

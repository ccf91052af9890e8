import { useParams } from '@app/shared/router';
import { SearchDetails } from '../pages/search-details';

export function SearchDetailsRoute() {
  const { id } = useParams();
  return <SearchDetails key={id} jobSearchId={Number(id)} />;
}

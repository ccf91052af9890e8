import { MyDataPage } from '../pages/my-data';

export function MyDataRoute() {
  return <MyDataPage />;
}

// The one door to react-router for every browser app. Module Federation cannot tree-shake a shared
// package, and the whole of react-router (data routers, fetchers, hydration) costs about 60 KB gzip.
// Sharing this module instead of react-router-dom keeps one router instance at run time while
// each build compiles in only the declarative-routing pieces listed here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  type Location,
} from 'react-router-dom';
export type { RemoteRoutesModule, RouteDefinition, RouteGuard, RouteSummary } from './route-manifest';

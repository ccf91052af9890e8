import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';

/** Who may open a route: anyone, only a visitor without a session (sent on when signed in), only a signed-in user. */
export type RouteGuard = 'public' | 'guest-only' | 'auth';

/** One page of a remote: its path, who may open it, its human name, and its code, loaded on first visit. */
export interface RouteDefinition {
  /** A react-router path, e.g. `/job-search/:id`. */
  path: string;
  guard: RouteGuard;
  /** The screen's name, shown while it loads and in its fallback when its app cannot be reached. */
  title: string;
  /** The label of the page's entry in the account menu (desktop and phone); none: not in the menu. */
  menu?: string;
  /** The page component, in its own chunk so the route table stays small. */
  page: () => Promise<ComponentType>;
  /** Started together with the page's code, so data and code download in parallel; its result is not awaited. */
  loader?: (params: Params) => unknown;
}

/** What the shell needs to know about a route before its remote loads: from remotes.json. */
export type RouteSummary = Pick<RouteDefinition, 'path' | 'guard' | 'title' | 'menu'>;

/** What a remote exposes as `./routes`: its route table and its build version. */
export interface RemoteRoutesModule {
  version: string;
  routes: readonly RouteDefinition[];
}

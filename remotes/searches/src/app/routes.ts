import * as React from 'react';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe, type RemoteRoutesModule } from '@app/shared/ui';
import { CreateSearchRoute } from './routes/create-search';
import { DashboardRoute } from './routes/dashboard';
import { EditSearchRoute } from './routes/edit-search';
import { SearchDetailsRoute } from './routes/search-details';

registerSingletonProbe('searches', { useState: React.useState, useSession });

/** What the shell loads as `searches/routes`: the shell owns paths and guards, this app the pages. */
export const version: string = process.env.APP_VERSION ?? '0.0.0';
export const routes: RemoteRoutesModule['routes'] = [
  { id: 'dashboard', Component: DashboardRoute },
  { id: 'create-search', Component: CreateSearchRoute },
  { id: 'edit-search', Component: EditSearchRoute },
  { id: 'search-details', Component: SearchDetailsRoute },
];

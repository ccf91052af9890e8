import * as React from 'react';
import type { RemoteRoutesModule } from '@app/shared/router';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe, type Implements } from '@app/shared/ui';
import type * as exposed from './federated-routes';

registerSingletonProbe('settings', { useState: React.useState, useSession });

// What the shell loads as `settings/routes` (a RemoteRoutesModule): this app's route table and build version.
export const version: string = process.env.APP_VERSION ?? '0.0.0';
export { routes } from './routes';

// The shell loads this module as a RemoteRoutesModule: `pnpm typecheck` fails when it drifts.
type _Contract = Implements<typeof exposed, RemoteRoutesModule>;

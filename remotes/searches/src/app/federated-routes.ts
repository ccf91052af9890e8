import * as React from 'react';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe } from '@app/shared/ui';

registerSingletonProbe('searches', { useState: React.useState, useSession });

// What the shell loads as `searches/routes` (a RemoteRoutesModule): this app's route table and build version.
export const version: string = process.env.APP_VERSION ?? '0.0.0';
export { routes } from './routes';

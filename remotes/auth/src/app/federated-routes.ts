import * as React from 'react';
import { useNavigate } from '@app/shared/router';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe } from '@app/shared/ui';

registerSingletonProbe('auth', { useState: React.useState, useSession, useNavigate });

// What the shell loads as `auth/routes` (a RemoteRoutesModule): this app's route table and build version.
export const version: string = process.env.APP_VERSION ?? '0.0.0';
export { routes } from './routes';

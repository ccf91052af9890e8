import * as React from 'react';
import { useNavigate } from '@app/shared/router';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe, type RemoteRoutesModule } from '@app/shared/ui';
import { LoginRoute } from './routes/login';
import { RegisterRoute } from './routes/register';

registerSingletonProbe('auth', { useState: React.useState, useSession, useNavigate });

/** What the shell loads as `auth/routes`: the shell owns paths and guards, this app the pages. */
export const version: string = process.env.APP_VERSION ?? '0.0.0';
export const routes: RemoteRoutesModule['routes'] = [
  { id: 'login', Component: LoginRoute },
  { id: 'register', Component: RegisterRoute },
];

import * as React from 'react';
import { useNavigate } from '@app/shared/router';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe, type RemoteRoutesModule } from '@app/shared/ui';
import { ProfileRoute } from './routes/profile';

registerSingletonProbe('profile', { useState: React.useState, useSession, useNavigate });

/** What the shell loads as `profile/routes`. */
export const version: string = process.env.APP_VERSION ?? '0.0.0';
export const routes: RemoteRoutesModule['routes'] = [{ id: 'profile', Component: ProfileRoute }];

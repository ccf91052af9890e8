import { startStandalone } from '@app/shared/dev';
import { routes } from '../app/routes';

void startStandalone({
  name: 'settings',
  routes: [
    ...routes,
    // The dialogs the searches remote composes, on a demo page of their own.
    {
      path: '/settings',
      guard: 'auth',
      title: 'Settings',
      page: () => import('./settings-demo').then((m) => m.SettingsDemo),
    },
  ],
});

import { startStandalone } from '@app/shared/dev';

void startStandalone({
  name: 'settings',
  // settings has no pages of its own (the searches remote composes its dialogs): a demo page shows them.
  routes: [
    {
      path: '/settings',
      guard: 'auth',
      title: 'Settings',
      page: () => import('./settings-demo').then((m) => m.SettingsDemo),
    },
  ],
});

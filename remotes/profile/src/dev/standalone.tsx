import { startStandalone } from '@app/shared/dev';
import { routes } from '../app/routes';

void startStandalone({ name: 'profile', routes });

import { startStandalone } from '@app/shared/dev';
import { routes } from '../app/routes';

// Signed out, the login page itself signs in (no second sign-in form in the frame).
void startStandalone({ name: 'auth', routes, signInForm: false });

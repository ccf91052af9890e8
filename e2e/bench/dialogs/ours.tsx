// The project's own dialog (@app/shared/ui), on the bench's page.
import { Dialog } from '../../../packages/shared/src/ui/dialog';
import { mountDialogPage } from './page';

mountDialogPage(Dialog);

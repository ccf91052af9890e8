import * as React from 'react';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe, type Implements, type SettingsComponents } from '@app/shared/ui';
import type * as exposed from './components';

registerSingletonProbe('settings', { useState: React.useState, useSession });

/**
 * What other apps load as `settings/components`: the three settings dialogs as plain React
 * components (the searches remote opens them from its pages). Their props are the interface.
 */
export const version: string = process.env.APP_VERSION ?? '0.0.0';
export { ResumePanel, type ResumePanelProps } from '../features/resumes/components/resume-panel';
export {
  ExtraInformationDialog,
  type ExtraInformationDialogProps,
} from '../features/extra-information/components/extra-information-dialog';
export {
  LinkedinCredentialsDialog,
  type LinkedinCredentialsDialogProps,
} from '../features/linkedin-credentials/components/linkedin-credentials-dialog';

// Other apps load this module as SettingsComponents: `pnpm typecheck` fails when it drifts.
type _Contract = Implements<typeof exposed, SettingsComponents>;

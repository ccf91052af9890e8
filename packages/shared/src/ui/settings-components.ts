import type { ComponentType } from 'react';
import type { ExtraInformation, LinkedinCredentials, Resume } from '../contract';

/**
 * What the settings remote exposes as `settings/components` (the agreed interface of issue 6): the
 * settings remote checks its module against it and the searches remote loads it as this type, so
 * `pnpm typecheck` fails on either side when one drifts.
 */
export interface SettingsComponents {
  version: string;
  ResumePanel: ComponentType<{ open: boolean; onClose(): void; onChange?(resumes: Resume[]): void }>;
  ExtraInformationDialog: ComponentType<{ open: boolean; onClose(): void; onSaved?(info: ExtraInformation): void }>;
  LinkedinCredentialsDialog: ComponentType<{
    open: boolean;
    onClose(): void;
    onSaved?(credentials: LinkedinCredentials): void;
  }>;
}

export type SettingsComponentName = Exclude<keyof SettingsComponents, 'version'>;

import type { ComponentType } from 'react';
import type { ExtraInformation, LinkedinCredentials, Resume } from '@app/shared/contract';

/** What the settings remote exposes as `settings/components` (the agreed interface of issue 6). */
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

import type { SettingsComponents } from '@app/shared/ui';
import { extraInformation, linkedinCredentials } from './fixtures';

/**
 * Stand-ins for the settings remote's components, for unit tests only (the app always loads the
 * real ones through federation). Each is a dialog with a Save button that reports a saved record.
 */
export const settingsStandIns: SettingsComponents = {
  version: 'test',
  ResumePanel: ({ open, onClose, onChange }) =>
    open ? (
      <div role="dialog" aria-label="Upload Resume">
        <button
          onClick={() =>
            onChange?.([
              {
                id: 1,
                title: 'cv',
                size: 10,
                is_default: true,
                updated_at: '2026-01-01 00:00:00',
                file: '/f',
                text_read: true,
              },
            ])
          }
        >
          Upload stand-in resume
        </button>
        <button onClick={onClose}>Close resumes</button>
      </div>
    ) : null,
  ExtraInformationDialog: ({ open, onClose, onSaved }) =>
    open ? (
      <div role="dialog" aria-label="Additional Information">
        <button onClick={() => onSaved?.(extraInformation)}>Save Information</button>
        <button onClick={onClose}>Cancel</button>
      </div>
    ) : null,
  LinkedinCredentialsDialog: ({ open, onClose, onSaved }) =>
    open ? (
      <div role="dialog" aria-label="LinkedIn Credentials">
        <button onClick={() => onSaved?.(linkedinCredentials)}>Save Credentials</button>
        <button onClick={onClose}>Cancel</button>
      </div>
    ) : null,
};

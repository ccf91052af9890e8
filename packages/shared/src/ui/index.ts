export { theme, up, down, type AppTheme, type Breakpoint } from './theme';
export { GlobalStyle } from './global-style';
export { UiProvider } from './ui-provider';
export { toast } from './toast';
export { Container } from './container';
export { Card } from './card';
export { ErrorBanner } from './alert';
export { Button, IconButton, type ButtonVariant } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { FieldLabel, HelperText } from './field-parts';
export { TextArea, type TextAreaProps } from './text-area';
export { PasswordField } from './password-field';
export { NewPasswordField } from './new-password-field';
export { Checkbox, type CheckboxProps } from './checkbox';
export { RadioGroup, type RadioGroupProps } from './radio-group';
export { Chip, type ChipProps } from './chip';
export { ChipListField, type ChipListFieldProps } from './chip-list-field';
export {
  JobSearchStatusBadge,
  ApplicationStatusBadge,
  jobSearchStatusLabel,
  JOB_SEARCH_STATUSES,
  APPLICATION_STATUSES,
} from './status-badge';
export { Dialog, type DialogProps } from './dialog';
export { Tooltip } from './tooltip';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { ProgressBar } from './progress-bar';
export { EyeIcon, EyeOffIcon, CloseIcon, MenuIcon, DeleteIcon, EditIcon, UploadIcon } from './icons';
export { useMediaQuery, useBreakpointDown, useBreakpointUp } from './use-media-query';
export { registerSingletonProbe, type Implements } from './federation';
export type { SettingsComponentName, SettingsComponents } from './settings-components';
export { redirectTarget, DEFAULT_SIGNED_IN_PATH, type FromState } from './redirect-target';
export { DownloadButton, type FileToSave } from './download-button';
export { askNotificationPermission, type PermissionOutcome } from './notification-permission';

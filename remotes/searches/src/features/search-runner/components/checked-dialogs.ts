// The runner's dialogs that check what is typed against zod schemas. They are loaded when one is
// first opened (use-search-runner.tsx), so that the pages showing searches render without zod
// (`pnpm bench web`: zod is a third of the dashboard's JavaScript).
export { ApplyMoreDialog } from './apply-more-dialog';
export { VerificationCodeDialog } from './verification-code-dialog';

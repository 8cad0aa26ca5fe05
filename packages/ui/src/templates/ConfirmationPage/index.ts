export type { ConfirmationPageLink, ConfirmationPageProps } from './ConfirmationPage';
export { ConfirmationPage, confirmationPageMessages } from './ConfirmationPage';

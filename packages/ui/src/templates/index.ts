export type { CheckAnswersPageProps } from './CheckAnswersPage';
export { CheckAnswersPage, checkAnswersPageMessages } from './CheckAnswersPage';
export type { ConfirmationPageLink, ConfirmationPageProps } from './ConfirmationPage';
export { ConfirmationPage, confirmationPageMessages } from './ConfirmationPage';
export type { ContentPageLink, ContentPageProps } from './ContentPage';
export { ContentPage, contentPageMessages } from './ContentPage';
export type {
  DashboardCardAction,
  DashboardCardProps,
  DashboardPageProps,
} from './DashboardPage';
export { DashboardCard, DashboardPage } from './DashboardPage';
export type { QuestionPageProps } from './QuestionPage';
export { QuestionPage, questionPageMessages } from './QuestionPage';
export type { FocusHeading, FocusHeadingOptions } from './useFocusHeadingOnChange';
export { focusHeadingMessages, useFocusHeadingOnChange } from './useFocusHeadingOnChange';

export type { CheckAnswersPageProps } from './CheckAnswersPage';
export { CheckAnswersPage, checkAnswersPageMessages } from './CheckAnswersPage';

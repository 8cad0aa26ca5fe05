export type { QuestionPageProps } from './QuestionPage';
export { QuestionPage, questionPageMessages } from './QuestionPage';

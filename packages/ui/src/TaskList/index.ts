export type { TaskListItem, TaskListProps } from './TaskList';
export { TaskList } from './TaskList';

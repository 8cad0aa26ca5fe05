export type { ContainerProps } from './Container';
export { Container } from './Container';

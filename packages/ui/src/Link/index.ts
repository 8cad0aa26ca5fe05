export type { LinkProps } from './Link';
export { Link } from './Link';
export type {
  LinkComponent,
  LinkComponentProps,
  LinkContextValue,
  LinkProviderProps,
} from './LinkProvider';
export { LinkProvider, useLinkComponent } from './LinkProvider';

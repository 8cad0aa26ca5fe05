import { Icon, type IconProps } from './icon';

/** A tick (a completed step says 'completed' in text). */
export function CheckIcon(props: IconProps) {
  return <Icon path="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17z" {...props} />;
}

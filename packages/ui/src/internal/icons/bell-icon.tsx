import { Icon, type IconProps } from './icon';

/** A bell (the alerts link names it). */
export function BellIcon(props: IconProps) {
  return (
    <Icon
      path="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z"
      {...props}
    />
  );
}

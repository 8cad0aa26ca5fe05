import { Icon, type IconProps } from './icon';

export function ErrorIcon(props: IconProps) {
  return (
    <Icon
      path="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z"
      {...props}
    />
  );
}

import { Icon, type IconProps } from './icon';

export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon
      path="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.41-1.41 2.59 2.58 5.59-5.58L17.5 9.5l-7 7z"
      {...props}
    />
  );
}

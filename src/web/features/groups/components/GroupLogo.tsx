import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarImageProps } from '../../../lib/responsive-image';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** The group's logo, or its initials on the brand colour. */
export function GroupLogo({ name, src, ...props }: { name: string; src: string | null } & AvatarProps) {
  return (
    <Avatar
      src={src}
      alt=""
      color="sankofa"
      variant="filled"
      radius="md"
      imageProps={avatarImageProps(src, props.size ?? 'md')}
      {...props}
    >
      {initials(name)}
    </Avatar>
  );
}

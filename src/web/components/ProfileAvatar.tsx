import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarImageProps } from '../lib/responsive-image';
import { initialsOf } from '../lib/text';

interface ProfileAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children' | 'name'> {
  src: string | null;
  name: string | null;
  /** Text for the picture; decorative (empty) when the name is written next to it. */
  alt?: string;
}

/** A member's round picture, or their initials in teal when they have none. */
export function ProfileAvatar({ src, name, alt = '', ...props }: ProfileAvatarProps) {
  return (
    <Avatar
      src={src}
      alt={alt}
      radius="50%"
      color="sankofa"
      imageProps={avatarImageProps(src, props.size ?? 'md')}
      {...props}
    >
      {initialsOf(name?.trim() || '?')}
    </Avatar>
  );
}

import { AvatarGroupContext } from '@mantine/core';
import { type ComponentPropsWithRef, type CSSProperties, use, useState } from 'react';
import { avatarImageProps } from '../lib/responsive-image';
import { initialsOf } from '../lib/text';
import classes from './ProfileAvatar.module.css';

type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface ProfileAvatarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  src: string | null;
  name: string | null;
  /** Text for the picture; decorative (empty) when the name is written next to it. */
  alt?: string;
  /** Mantine's avatar sizes, or pixels. */
  size?: AvatarSize | number;
}

/** Mantine's `rem()`: pixels as rem, scaled with the theme. */
const remOf = (pixels: number) => `calc(${pixels / 16}rem * var(--mantine-scale))`;

/**
 * A member's round picture, or their initials in teal when they have none (or it fails to load).
 * Plain markup with the rules of Mantine's `Avatar` (color "sankofa", variant light; in an
 * `Avatar.Group`, its overlap and ring): lists show one per row, and Mantine's is two components to
 * render each (docs/areas/web-performance.md, "Ninth").
 */
export function ProfileAvatar({
  src,
  name,
  alt = '',
  size = 'md',
  className,
  style,
  ...props
}: ProfileAvatarProps) {
  const { withinGroup } = use(AvatarGroupContext);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const sizeStyle = {
    '--avatar-size': typeof size === 'number' ? remOf(size) : `var(--avatar-size-${size})`,
    ...style,
  } as CSSProperties;
  return (
    <div
      {...props}
      className={className ? `${classes.root} ${className}` : classes.root}
      style={sizeStyle}
      data-within-group={withinGroup || undefined}
    >
      {src && failedSrc !== src ? (
        <img
          {...avatarImageProps(src, size)}
          src={src}
          alt={alt}
          className={classes.image}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span className={classes.placeholder} title={alt || undefined}>
          {initialsOf(name?.trim() || '?')}
        </span>
      )}
    </div>
  );
}

import { Avatar } from '@mantine/core';
import { avatarImageProps } from '../lib/responsive-image';

/** The offer's logo, or the company's initials on a tinted square. */
export function CompanyMark({
  company,
  logoUrl,
  size = 48,
}: {
  company: string;
  logoUrl: string | null;
  size?: number;
}) {
  const initials = company
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <Avatar
      src={logoUrl}
      imageProps={avatarImageProps(logoUrl, size)}
      size={size}
      radius="md"
      color="sankofa"
      variant={logoUrl ? 'default' : 'light'}
      alt=""
      aria-hidden
      // A logo is shown whole (a wide wordmark is not cropped to a square).
      styles={{ image: { objectFit: 'contain', background: 'var(--mantine-color-white)' } }}
    >
      {initials}
    </Avatar>
  );
}

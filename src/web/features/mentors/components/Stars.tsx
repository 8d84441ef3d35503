import { Rating, type RatingProps } from '@mantine/core';

/** A read-only rating, read out as one image ('4 étoiles sur 5'): a bare div may not carry a label. */
export function Stars({ label, ...props }: { label: string } & Omit<RatingProps, 'readOnly'>) {
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
      <Rating readOnly {...props} />
    </span>
  );
}

import { Group, Input, Rating } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';

interface StarsProps {
  value: number;
  /** What a reader hears: '4 sur 5'. */
  label: string;
  size?: number;
}

/** A rating out of 5 shown as stars, read out as one phrase (testimonials). */
export function Stars({ value, label, size = 16 }: StarsProps) {
  return (
    <Group gap={2} role="img" aria-label={label} wrap="nowrap">
      {[1, 2, 3, 4, 5].map((star) =>
        star <= value ? (
          <IconStarFilled key={star} size={size} color="var(--mantine-color-ochre-5)" aria-hidden />
        ) : (
          <IconStar key={star} size={size} color="var(--mantine-color-gray-4)" aria-hidden />
        ),
      )}
    </Group>
  );
}

interface StarInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Each star's name: '3 sur 5'. */
  starLabel: (value: number) => string;
  error?: string;
}

/** A rating out of 5 to choose: five named radio buttons under a label, keyboard usable (arrows). */
export function StarInput({ label, value, onChange, starLabel, error }: StarInputProps) {
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} error={error}>
      <Rating
        value={value}
        onChange={onChange}
        size="lg"
        color="ochre"
        getSymbolLabel={(index) => starLabel(index)}
        aria-labelledby={labelId}
        mt={4}
      />
    </Input.Wrapper>
  );
}

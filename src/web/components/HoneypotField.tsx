import { Box, TextInput, type TextInputProps } from '@mantine/core';

/**
 * The anti-spam trap of a public form: a text field moved off screen and hidden from assistive
 * technology. Left empty by people: a robot filling every field gives itself away.
 */
export function HoneypotField({ label, ...input }: { label: string } & TextInputProps) {
  return (
    <Box
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      aria-hidden
    >
      <TextInput label={label} tabIndex={-1} autoComplete="off" {...input} />
    </Box>
  );
}

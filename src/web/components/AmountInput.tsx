import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount of money typed as a French reader writes it: a decimal comma, two decimals at most, never negative. */
export function AmountInput(props: NumberInputProps) {
  return <NumberInput min={0} decimalScale={2} decimalSeparator="," allowNegative={false} {...props} />;
}

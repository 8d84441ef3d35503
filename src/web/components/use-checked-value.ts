import { type ChangeEvent, useState } from 'react';

/**
 * A text field checked on submit: its value, the error under it (already translated), and the input's
 * props, where typing clears the error.
 */
export function useCheckedValue(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    setValue,
    error,
    setError,
    inputProps: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.currentTarget.value);
        setError(null);
      },
      error,
    },
  };
}

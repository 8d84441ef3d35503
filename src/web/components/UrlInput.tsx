import { TextInput, type TextInputProps } from '@mantine/core';

/** A web address field: the browser's URL keyboard, and "https://" as its hint unless told otherwise. */
export function UrlInput(props: TextInputProps) {
  return <TextInput type="url" placeholder="https://" {...props} />;
}

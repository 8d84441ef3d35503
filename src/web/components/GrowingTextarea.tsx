import { type __InputStylesNames, Textarea, type TextareaProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type CSSProperties, type InputEvent, type Ref, useLayoutEffect, useRef } from 'react';
import classes from './GrowingTextarea.module.css';

export interface GrowingTextareaProps
  extends Omit<TextareaProps, 'autosize' | 'classNames' | 'styles' | 'rows'> {
  /** Lines shown when empty (1 by default). */
  minRows?: number;
  /** Lines it grows to before it scrolls; no limit when left out. */
  maxRows?: number;
  classNames?: Partial<Record<__InputStylesNames, string>>;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Whether the browser sizes a field to its content (Chromium 123, Safari 26); read once. */
const sizesItself = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/** Without `field-sizing`: the height its text needs, within the CSS max-height. */
const fitHeight = (element: HTMLTextAreaElement) => {
  element.style.height = 'auto';
  element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
};

/**
 * A Mantine Textarea that grows with its text, in place of Mantine's `autosize`. That one measures the
 * textarea (getComputedStyle) after every render of the field, a layout of the whole page each time: 280 ms
 * of the feed's first seconds on a phone's CPU (issue 34). Here the browser sizes it with CSS; a browser
 * without `field-sizing` (Firefox) fits it to its text when the text changes, and only then.
 */
export function GrowingTextarea({
  minRows = 1,
  maxRows,
  classNames,
  ref,
  onInput,
  value,
  ...props
}: GrowingTextareaProps) {
  const field = useRef<HTMLTextAreaElement | null>(null);
  const fieldRef = useMergedRef(field, ref);
  const rows = { '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties;

  // Only where the browser does not size it: the text was set from outside (a reset, a suggestion).
  useLayoutEffect(() => {
    if (!sizesItself && field.current && value !== undefined) fitHeight(field.current);
  }, [value]);

  return (
    <Textarea
      {...props}
      value={value}
      rows={minRows}
      ref={fieldRef}
      onInput={(event: InputEvent<HTMLTextAreaElement>) => {
        if (!sizesItself) fitHeight(event.currentTarget);
        onInput?.(event);
      }}
      classNames={{ ...classNames, input: [classes.input, classNames?.input].filter(Boolean).join(' ') }}
      styles={{ input: rows }}
    />
  );
}

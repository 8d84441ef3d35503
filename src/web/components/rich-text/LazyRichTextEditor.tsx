import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface RichTextEditorProps {
  label: string;
  /** The HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  description?: string;
  /** Height of the writing area in pixels. */
  minHeight?: number;
  /**
   * Inline images (the blog, decision 14): uploads the chosen file and answers its URL; the toolbar then
   * has an image button named `imageLabel`. Without it the editor holds no images.
   */
  onUploadImage?: (file: File) => Promise<string | undefined>;
  imageLabel?: string;
}

const Editor = lazy(() => import('./RichTextEditor'));

/**
 * The rich-text editor, loaded when first shown (tiptap and its styles weigh ~100 KB gzipped and belong
 * to no first load, DESIGN.md §6); its label and a placeholder of its size show meanwhile.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} labelElement="div">
          <Skeleton height={(props.minHeight ?? 260) + 48} mt={4} radius="sm" />
        </Input.Wrapper>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}

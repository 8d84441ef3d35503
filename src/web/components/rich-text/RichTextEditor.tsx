import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor as Editor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { mergeAttributes, Node, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { RichTextEditorProps } from './LazyRichTextEditor';
import classes from './RichTextEditor.module.css';

/** An image of its own block (`<img src alt>`), only when the field takes images (the blog). */
const InlineImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: null } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

/**
 * The one rich-text editor (plans/001 X4, decision 14): Mantine's toolbar over tiptap with exactly the
 * §2.4 controls (headings 1–3, bold, italic, underline, ordered and bullet lists, link, blockquote, code
 * block, clear formatting), French names on every control, the content labelled by the field's label
 * and reachable by keyboard (Tab into the toolbar, then the text). Loaded lazily (LazyRichTextEditor):
 * neither tiptap nor its styles are on any first load. What it produces is sanitised again by the
 * server (lib/sanitize.ts) before it is stored.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  error,
  description,
  minHeight = 260,
  onUploadImage,
  imageLabel,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      h1ControlLabel: t('editor.h1'),
      h2ControlLabel: t('editor.h2'),
      h3ControlLabel: t('editor.h3'),
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      underlineControlLabel: t('editor.underline'),
      orderedListControlLabel: t('editor.orderedList'),
      bulletListControlLabel: t('editor.bulletList'),
      linkControlLabel: t('editor.link'),
      unlinkControlLabel: t('editor.unlink'),
      blockquoteControlLabel: t('editor.blockquote'),
      codeBlockControlLabel: t('editor.codeBlock'),
      clearFormattingControlLabel: t('editor.clearFormatting'),
      linkEditorInputLabel: t('editor.linkUrl'),
      linkEditorInputPlaceholder: 'https://…',
      linkEditorExternalLink: t('editor.linkExternal'),
      linkEditorInternalLink: t('editor.linkInternal'),
      linkEditorSave: t('editor.linkSave'),
    }),
    [t],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        strike: false,
        code: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      ...(onUploadImage ? [InlineImage] : []),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the form reset, another page opened) replaces the content.
  useEffect(() => {
    // tiptap destroys the editor of a first render that is not committed within a millisecond (a busy
    // device, a Suspense boundary) and makes a new one for the next render: this render's is then dead,
    // and reading it would throw (no schema) and take the page down.
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      description={description}
    >
      <Editor
        editor={editor}
        labels={labels}
        classNames={{ content: classes.content }}
        mt={4}
        style={{ borderColor: error ? 'var(--mantine-color-error)' : undefined }}
      >
        {/* Under the back office header while the page scrolls. */}
        <Editor.Toolbar sticky stickyOffset="var(--app-shell-header-offset, 0px)">
          <Editor.ControlsGroup>
            <Editor.H1 />
            <Editor.H2 />
            <Editor.H3 />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Bold />
            <Editor.Italic />
            <Editor.Underline />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.OrderedList />
            <Editor.BulletList />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Link />
            <Editor.Unlink />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Blockquote />
            <Editor.CodeBlock />
            <Editor.ClearFormatting />
          </Editor.ControlsGroup>
          {onUploadImage && (
            <Editor.ControlsGroup>
              <Editor.Control
                aria-label={imageLabel}
                title={imageLabel}
                onClick={() => fileInput.current?.click()}
              >
                <IconPhoto size={16} stroke={1.5} aria-hidden />
              </Editor.Control>
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                hidden
                aria-hidden
                tabIndex={-1}
                onChange={async (event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  const src = file ? await onUploadImage(file) : undefined;
                  if (src && editor) {
                    editor
                      .chain()
                      .focus()
                      .insertContent({ type: 'image', attrs: { src, alt: '' } })
                      .run();
                  }
                }}
              />
            </Editor.ControlsGroup>
          )}
        </Editor.Toolbar>
        <Editor.Content style={{ minHeight }} />
      </Editor>
    </Input.Wrapper>
  );
}

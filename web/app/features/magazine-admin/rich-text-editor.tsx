import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import {
  Bold,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  PilcrowLeft,
  PilcrowRight,
  Quote,
  Redo2,
  Rows3,
  Table,
  TableCellsMerge,
  Undo2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { useAction } from '../../lib/use-action.ts';
import { articleApi } from './magazine-admin-api.ts';
import { ImageDialog, LinkDialog } from './editor-dialogs.tsx';
import type { LanguageCode } from '@rira/contracts/language';

const DIRECTIONS = ['rtl', 'ltr', 'auto'];

/**
 * A `dir` attribute on the blocks (paragraphs, headings, quotes, lists, tables), empty unless
 * chosen: the core's setTextDirection / unsetTextDirection commands then mark a block RTL or LTR.
 * The server's allow-list keeps exactly these values.
 */
const BlockDirection = Extension.create({
  name: 'blockDirection',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading', 'blockquote', 'bulletList', 'orderedList', 'listItem', 'table', 'tableCell', 'tableHeader'],
        attributes: {
          dir: {
            default: null,
            parseHTML: (element: HTMLElement) => {
              const dir = element.getAttribute('dir');
              return dir && DIRECTIONS.includes(dir) ? dir : null;
            },
            renderHTML: (attributes: Record<string, unknown>) => (attributes.dir ? { dir: attributes.dir } : {}),
          },
        },
      },
    ];
  },
});

export interface RichTextEditorProps {
  id: string;
  /** HTML as stored (the server cleans it again on every save). */
  value: string;
  onChange: (html: string) => void;
  /** The article's language: the editor's base direction. */
  language: LanguageCode;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  labelId: string;
}

/**
 * The article body editor (Tiptap, loaded only on the editor page): headings, lists, links,
 * quotes, uploaded images and tables. Each block can be marked right-to-left or left-to-right
 * (`dir`, kept by the server's allow-list), so Persian and English passages read correctly.
 */
export default function RichTextEditor({ id, value, onChange, language, labelId, ...aria }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
      BlockDirection,
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        dir: language === 'en' ? 'ltr' : 'rtl',
        lang: language,
        class: 'article-body min-h-80 px-4 py-3 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  if (!editor)
    return <p className="rounded-lg border border-line px-4 py-10 text-center text-ink-muted">{t('articlesAdmin.editor.loading')}</p>;
  return (
    <div className="rounded-lg border border-line bg-surface focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-primary-600">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      rtl: e.isActive({ dir: 'rtl' }),
      ltr: e.isActive({ dir: 'ltr' }),
    }),
  });
  const chain = () => editor.chain().focus();
  const [dialog, setDialog] = useState<{ kind: 'link'; href: string } | { kind: 'image'; file: File } | null>(null);
  const refocus = useRef(false);

  // Back to the editor once a dialog has closed. Radix hands focus back to what had it before
  // (a moment after the dialog unmounts, from its own effect's clean-up); this runs after that.
  useEffect(() => {
    if (dialog || !refocus.current) return;
    refocus.current = false;
    const timer = setTimeout(() => editor.commands.focus(), 0);
    return () => clearTimeout(timer);
  }, [dialog, editor]);

  function closeDialog() {
    refocus.current = true;
    setDialog(null);
  }

  function openLinkDialog() {
    setDialog({ kind: 'link', href: (editor.getAttributes('link').href as string | undefined) ?? '' });
  }

  /** An empty address removes the link; with nothing selected the address itself becomes the link's text. */
  function applyLink(href: string) {
    const link = { type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] };
    if (href === '') editor.chain().extendMarkRange('link').unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) editor.chain().insertContent(link).run();
    else editor.chain().extendMarkRange('link').setLink({ href }).run();
    closeDialog();
  }

  // The image is uploaded (re-encoded by the server) before it goes into the text.
  const imageUpload = useAction((input: { file: File; alt: string }) => articleApi.uploadImage(input.file), {
    onSuccess: ({ url }, { alt }) => editor.chain().setImage({ src: url, alt }).run(),
  });
  const uploading = imageUpload.busy;
  const insertImage = (file: File, alt: string) => imageUpload.run({ file, alt });

  return (
    <div
      role="toolbar"
      aria-label={t('articlesAdmin.editor.toolbar')}
      className="sticky top-0 z-10 flex flex-wrap gap-0.5 border-b border-line bg-page p-1"
    >
      <Tool label={t('articlesAdmin.editor.paragraph')} onClick={() => chain().setParagraph().run()}>
        <Pilcrow />
      </Tool>
      <Tool label={t('articlesAdmin.editor.h2')} pressed={active.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 />
      </Tool>
      <Tool label={t('articlesAdmin.editor.h3')} pressed={active.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 />
      </Tool>
      <Tool label={t('articlesAdmin.editor.bold')} pressed={active.bold} onClick={() => chain().toggleBold().run()}>
        <Bold />
      </Tool>
      <Tool label={t('articlesAdmin.editor.italic')} pressed={active.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic />
      </Tool>
      <Tool label={t('articlesAdmin.editor.bulletList')} pressed={active.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List />
      </Tool>
      <Tool label={t('articlesAdmin.editor.orderedList')} pressed={active.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered />
      </Tool>
      <Tool label={t('articlesAdmin.editor.quote')} pressed={active.quote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote />
      </Tool>
      <Tool label={t('articlesAdmin.editor.link')} pressed={active.link} onClick={openLinkDialog}>
        <Link2 />
      </Tool>
      <Tool
        label={uploading ? t('articlesAdmin.editor.uploading') : t('articlesAdmin.editor.image')}
        disabled={uploading}
        onClick={() => fileRef.current?.click()}
      >
        <ImagePlus />
      </Tool>
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) setDialog({ kind: 'image', file });
        }}
      />
      <Tool label={t('articlesAdmin.editor.table')} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
        <Table />
      </Tool>
      {active.table ? (
        <>
          <Tool label={t('articlesAdmin.editor.addRow')} onClick={() => chain().addRowAfter().run()}>
            <Rows3 />
          </Tool>
          <Tool label={t('articlesAdmin.editor.addColumn')} onClick={() => chain().addColumnAfter().run()}>
            <Columns3 />
          </Tool>
          <Tool label={t('articlesAdmin.editor.deleteTable')} onClick={() => chain().deleteTable().run()}>
            <TableCellsMerge />
          </Tool>
        </>
      ) : null}
      <span aria-hidden className="mx-1 w-px self-stretch bg-line" />
      <Tool
        label={t('articlesAdmin.editor.rtl')}
        pressed={active.rtl}
        onClick={() => (active.rtl ? chain().unsetTextDirection().run() : chain().setTextDirection('rtl').run())}
      >
        <PilcrowLeft />
      </Tool>
      <Tool
        label={t('articlesAdmin.editor.ltr')}
        pressed={active.ltr}
        onClick={() => (active.ltr ? chain().unsetTextDirection().run() : chain().setTextDirection('ltr').run())}
      >
        <PilcrowRight />
      </Tool>
      <span aria-hidden className="mx-1 w-px self-stretch bg-line" />
      <Tool label={t('articlesAdmin.editor.undo')} onClick={() => chain().undo().run()}>
        <Undo2 />
      </Tool>
      <Tool label={t('articlesAdmin.editor.redo')} onClick={() => chain().redo().run()}>
        <Redo2 />
      </Tool>
      {dialog?.kind === 'link' ? <LinkDialog initialHref={dialog.href} onSubmit={applyLink} onClose={closeDialog} /> : null}
      {dialog?.kind === 'image' ? (
        <ImageDialog file={dialog.file} onSubmit={(alt) => insertImage(dialog.file, alt)} onClose={closeDialog} />
      ) : null}
    </div>
  );
}

function Tool({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-primary-50 disabled:opacity-50 lg:size-9 [&>svg]:size-5',
        pressed && 'bg-primary-100 text-primary-900',
      )}
    >
      {children}
    </button>
  );
}

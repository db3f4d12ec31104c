import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FieldInputProps } from './types';

/** A rich-text editor holding HTML: paragraphs, headings, bold, italic, lists and links. */
export default function RichTextEditor({ value, onChange, onBlur, id }: FieldInputProps) {
  const html = typeof value === 'string' ? value : '';
  // The HTML the editor holds: what it started with, then what it last gave the form.
  const held = useRef(html);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: html,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: e }) => {
      held.current = e.isEmpty ? '' : e.getHTML();
      onChange?.(held.current);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a reset, another record) replaces the content. The editor is not asked
  // before it is ready, nor after it is gone: its schema is not there then.
  useEffect(() => {
    if (!editor || editor.isDestroyed || !editor.isInitialized || html === held.current) return;
    held.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  const tool = (title: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'default'}
        icon={icon}
        aria-label={title}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const heading = (level: 2 | 3) => (
    <Button
      size="small"
      type={editor?.isActive('heading', { level }) ? 'primary' : 'default'}
      aria-label={`H${level}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => editor?.chain().focus().toggleHeading({ level }).run()}
    >
      H{level}
    </Button>
  );
  const setLink = () => {
    if (!editor) return;
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('URL', previous ?? 'https://');
    if (href === null) return;
    if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <div id={id} style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Flex gap={4} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
        {tool('Bold', <BoldOutlined />, !!editor?.isActive('bold'), () =>
          editor?.chain().focus().toggleBold().run(),
        )}
        {tool('Italic', <ItalicOutlined />, !!editor?.isActive('italic'), () =>
          editor?.chain().focus().toggleItalic().run(),
        )}
        {heading(2)}
        {heading(3)}
        {tool('Bullet list', <UnorderedListOutlined />, !!editor?.isActive('bulletList'), () =>
          editor?.chain().focus().toggleBulletList().run(),
        )}
        {tool('Numbered list', <OrderedListOutlined />, !!editor?.isActive('orderedList'), () =>
          editor?.chain().focus().toggleOrderedList().run(),
        )}
        {tool('Link', <LinkOutlined />, !!editor?.isActive('link'), setLink)}
      </Flex>
      <EditorContent editor={editor} style={{ padding: '4px 12px', minHeight: 120 }} />
    </div>
  );
}

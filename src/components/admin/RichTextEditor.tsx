/**
 * The article body's editor (TipTap 3 on ProseMirror): HTML in (`value`), HTML out (`onChange`), so
 * it is a Form.Item control like any input. A toolbar of labelled buttons (each reachable by Tab,
 * with its keyboard shortcut in its title) for what the public article styles: bold, italic, H2/H3,
 * lists, quote, link, undo/redo. Only the back office's article pages import it (their chunks):
 * visitors never download it.
 *
 * What StarterKit has no node for is kept, not dropped: a table, a figure, a framed page or a
 * picture in a stored article becomes an opaque block (or inline picture) that is written back as
 * it was, after the same sanitiser the public page uses. Subscripts and superscripts are kept too.
 */
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, Mark, Node, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import DOMPurify from 'dompurify';
import { ARTICLE_PURIFY, keepArticleAttribute } from '@/components/ArticleContent';
import { useT } from '@/hooks/useT';
import { isSitePath } from '@/utils/articleHtml';
import styles from './RichTextEditor.less';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Set by Form.Item: the editable area's id. */
  id?: string;
  /** The editable area's accessible name (the field's label). */
  label: string;
  disabled?: boolean;
  /** Set by Form.Item: passed on to the editable area. */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/** Addresses a link may have: the web, mail, or a page of this site. */
export const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+|\/\S*|#\S*)$/i;

let purify: ReturnType<typeof DOMPurify> | null = null;

/**
 * A kept block's HTML, sanitised as the public page does (src/components/ArticleContent.tsx: the
 * allow-list of src/utils/articleHtml.ts) but by a DOMPurify of its own: the public one's hooks add
 * attributes for display (tabindex, loading, target) that would be saved with the article.
 */
export function sanitizeKeptHtml(html: string): string {
  if (!purify) {
    purify = DOMPurify(window);
    purify.addHook('uponSanitizeAttribute', keepArticleAttribute);
    purify.addHook('afterSanitizeAttributes', (node) => {
      // Only the site's own pages may be framed (the server's rule too).
      if (node.tagName === 'IFRAME' && !isSitePath(node.getAttribute('src') ?? '')) node.remove();
    });
  }
  return purify.sanitize(html, ARTICLE_PURIFY);
}

/** The element an HTML string stands for, sanitised and inert until the editor shows it. */
function elementOf(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = sanitizeKeptHtml(html);
  const el = template.content.firstElementChild;
  return el instanceof HTMLElement ? el : document.createElement('span');
}

/** The one attribute of a kept node: its element's HTML as it was. */
const keptHtml = () => ({ html: { default: '', parseHTML: (el: HTMLElement) => el.outerHTML, rendered: false } });

/** A block StarterKit cannot edit (table, figure, frame, definition list), kept whole as its HTML. */
const PreservedBlock = Node.create({
  name: 'preservedBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: keptHtml,
  parseHTML() {
    return ['table', 'figure', 'iframe', 'dl'].map((tag) => ({ tag, priority: 60 }));
  },
  renderHTML({ node }) {
    return elementOf(node.attrs.html as string);
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.className = styles.preserved;
      dom.setAttribute('contenteditable', 'false');
      dom.title = this.options.title as string;
      dom.appendChild(elementOf(node.attrs.html as string));
      return { dom };
    };
  },
  addOptions() {
    return { title: '' };
  },
});

/** A picture inside a paragraph, kept as it was. */
const PreservedInline = Node.create({
  name: 'preservedInline',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: keptHtml,
  parseHTML() {
    return [{ tag: 'img', priority: 60 }];
  },
  renderHTML({ node }) {
    return elementOf(node.attrs.html as string);
  },
});

const Subscript = Mark.create({ name: 'subscript', excludes: 'superscript', parseHTML: () => [{ tag: 'sub' }], renderHTML: () => ['sub', 0] });
const Superscript = Mark.create({ name: 'superscript', excludes: 'subscript', parseHTML: () => [{ tag: 'sup' }], renderHTML: () => ['sup', 0] });

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const MOD = IS_MAC ? '⌘' : 'Ctrl';

export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, id, label, disabled } = props;
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const required = props['aria-required'] === true || props['aria-required'] === 'true';
  const describedBy = props['aria-describedby'];
  const { t } = useT();
  // The HTML the editor holds: a new `value` from outside (a restored revision) replaces it, its own echo does not.
  const held = useRef(value ?? '');
  const changed = useRef(onChange);
  changed.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    immediatelyRender: true,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        // The public page decides how a link opens (src/components/ArticleContent.tsx).
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'], HTMLAttributes: { target: null, rel: null, class: null } },
      }),
      PreservedBlock.configure({ title: t('admin.editor.preserved') }),
      PreservedInline,
      Subscript,
      Superscript,
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'data-testid': 'rich-text',
        class: styles.content,
      },
    },
    onUpdate: ({ editor: e, transaction }) => {
      // Only what the writer did: a plugin's own step (the paragraph kept after a last table, added when
      // the editor is first focused) is no change of the article's, and the form must not count it as one.
      if (!transaction.docChanged) return;
      // The empty paragraph StarterKit keeps after a last heading or table (to write below it) is not content.
      const html = e.isEmpty ? '' : e.getHTML().replace(/(<p><\/p>)+$/, '');
      held.current = html;
      changed.current?.(html);
    },
  });

  useEffect(() => {
    const next = value ?? '';
    if (!editor || editor.isDestroyed || next === held.current) return;
    held.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without an update event: the content is the same, the form must not hear a change.
    if (editor && editor.isEditable === !!disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The editable area's name (it follows the language) and what Form.Item says of the field (invalid,
  // required, its help text). Set here, not in editorProps, which the editor reads once.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    dom.setAttribute('aria-label', label);
    dom.setAttribute('aria-invalid', invalid ? 'true' : 'false');
    if (required) dom.setAttribute('aria-required', 'true');
    else dom.removeAttribute('aria-required');
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
  }, [editor, label, invalid, required, describedBy]);

  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      {editor && !disabled && <Toolbar editor={editor} onLink={() => setLinkOpen(true)} />}
      <EditorContent editor={editor} />
      {editor && <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />}
    </div>
  );
}

function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const { t } = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('admin.editor.toolbar')}>
      <ToolButton label={t('admin.editor.bold')} keys={`${MOD}+B`} icon={<BoldOutlined />} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton label={t('admin.editor.italic')} keys={`${MOD}+I`} icon={<ItalicOutlined />} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <span className={styles.separator} aria-hidden="true" />
      {/* Named by what they show (H2, H3), described by their title: no other control's label may contain a field's (「标题」). */}
      <ToolButton label="H2" hint={t('admin.editor.h2')} keys={`${MOD}+Alt+2`} text="H2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <ToolButton label="H3" hint={t('admin.editor.h3')} keys={`${MOD}+Alt+3`} text="H3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <span className={styles.separator} aria-hidden="true" />
      <ToolButton label={t('admin.editor.bulletList')} keys={`${MOD}+Shift+8`} icon={<UnorderedListOutlined />} active={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton label={t('admin.editor.orderedList')} keys={`${MOD}+Shift+7`} icon={<OrderedListOutlined />} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton label={t('admin.editor.blockquote')} keys={`${MOD}+Shift+B`} text="“" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()} />
      <ToolButton label={t('admin.editor.link')} icon={<LinkOutlined />} active={state.link} onClick={onLink} />
      <span className={styles.separator} aria-hidden="true" />
      <ToolButton label={t('admin.editor.undo')} keys={`${MOD}+Z`} icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label={t('admin.editor.redo')} keys={IS_MAC ? '⌘+Shift+Z' : 'Ctrl+Y'} icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

function ToolButton(props: { label: string; hint?: string; keys?: string; icon?: ReactNode; text?: string; active?: boolean; disabled?: boolean; onClick: () => void }) {
  const { label, keys, icon, text, active, disabled, onClick } = props;
  const hint = props.hint ?? label;
  const toggles = active !== undefined;
  return (
    <Button
      type={active ? 'primary' : 'text'}
      size="small"
      icon={icon}
      aria-label={label}
      aria-pressed={toggles ? active : undefined}
      title={keys ? `${hint} (${keys})` : hint}
      disabled={disabled}
      // Keep the editor's selection: the command applies to what is selected.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={styles.tool}
    >
      {text && <span aria-hidden={text === label ? undefined : true}>{text}</span>}
    </Button>
  );
}

/** 「链接」: the address of the selected text (or of the link at the cursor); empty removes it. */
function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<{ href: string }>();

  useEffect(() => {
    if (open) form.setFieldsValue({ href: (editor.getAttributes('link').href as string | undefined) ?? '' });
  }, [open, editor, form]);

  const apply = async () => {
    let href: string | undefined;
    try {
      ({ href } = await form.validateFields());
    } catch {
      return; // The field says what is wrong.
    }
    const url = (href ?? '').trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else chain.setLink({ href: url }).run();
    onClose();
  };

  return (
    <Modal
      title={t('admin.editor.linkTitle')}
      open={open}
      onOk={apply}
      onCancel={() => {
        onClose();
        editor.commands.focus();
      }}
      okText={t('admin.common.ok')}
      cancelText={t('admin.common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={apply}>
        <Form.Item
          name="href"
          label={t('admin.editor.linkUrl')}
          extra={t('admin.editor.linkHelp')}
          rules={[{ validator: (_r, v: string | undefined) => (!v?.trim() || LINK_PATTERN.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('admin.editor.linkInvalid')))) }]}
        >
          <Input autoFocus inputMode="url" autoComplete="off" placeholder="https://" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { RICH_TEXT_ALLOWED } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { Input } from '@marketplace/ui/fields';
import { LINK_INVALID_MESSAGE, editorValue, isAllowedLink, normalizeLink } from './rich-text';

export interface RichTextEditorProps {
  /** The editable area's id (the page focuses it when its error comes first). */
  id: string;
  /** The visible label's id: a contenteditable area cannot be named by <label for>. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The HTML the editor starts with; the editor owns its text afterwards, so later values are not applied. */
  initialValue: string | null;
  /** The HTML after each change, null when nothing visible is written. */
  onChange(value: string | null): void;
  onBlur?(): void;
}

/**
 * The formatting the server keeps (RICH_TEXT_ALLOWED): paragraphs, line breaks, bold, italic, lists
 * and links. Everything else in StarterKit is switched off so the editor cannot make what the
 * sanitiser would remove. Undo and list keys stay: they add behaviour, not markup.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // Drop and gap cursors serve images and other non-text nodes, which this editor never holds;
    // the trailing node would add an empty paragraph after every closing list.
    dropcursor: false,
    gapcursor: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      protocols: [...RICH_TEXT_ALLOWED.linkSchemes],
      defaultProtocol: 'https',
      // Tiptap's own list also lets ftp, tel and others through; ours is the server's.
      isAllowedUri: (url) => isAllowedLink(url),
      shouldAutoLink: (url) => isAllowedLink(url),
    },
  }),
];

interface Marks {
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
}

function marksOf(editor: Editor): Marks {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
  };
}

/**
 * The work-experience editor (Tiptap). Loaded on demand by the profile page so Tiptap is a chunk of
 * its own; its toolbar buttons report their state with aria-pressed, and links are typed into an
 * inline box rather than a browser prompt.
 */
export default function RichTextEditor({
  id,
  labelledBy,
  describedBy,
  invalid = false,
  initialValue,
  onChange,
  onBlur,
}: RichTextEditorProps) {
  // The editor is created once; these refs let it call the latest callbacks.
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  }, [onChange, onBlur]);

  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: initialValue ?? '',
    onUpdate: ({ editor: changed }) => onChangeRef.current(editorValue(changed.getHTML())),
    onBlur: () => onBlurRef.current?.(),
  });

  // The accessible name, description and error state live on the editable element itself.
  useEffect(() => {
    const attributes: Record<string, string> = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelledBy,
    };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, id, labelledBy, describedBy, invalid]);

  const marks = useEditorState({ editor, selector: ({ editor: current }) => marksOf(current) });

  const link = useLinkEditing(editor);

  const tool = (label: string, pressed: boolean, run: () => void) => (
    <Button type="button" $variant={pressed ? 'secondary' : 'ghost'} aria-pressed={pressed} onClick={run}>
      {label}
    </Button>
  );

  return (
    <Wrapper>
      <Toolbar role="toolbar" aria-label="Formatting" aria-controls={id}>
        {tool('Bold', marks.bold, () => editor.chain().focus().toggleBold().run())}
        {tool('Italic', marks.italic, () => editor.chain().focus().toggleItalic().run())}
        {tool('Bulleted list', marks.bulletList, () => editor.chain().focus().toggleBulletList().run())}
        {tool('Numbered list', marks.orderedList, () => editor.chain().focus().toggleOrderedList().run())}
        {tool('Link', marks.link || link.open, () => (link.open ? link.close() : link.openBox()))}
      </Toolbar>
      {link.open ? (
        <LinkAddressBox
          inputRef={link.inputRef}
          value={link.text}
          error={link.error}
          canRemove={marks.link}
          onChange={link.change}
          onApply={link.apply}
          onRemove={link.remove}
          onCancel={link.close}
        />
      ) : null}
      <Surface>
        <EditorContent editor={editor} />
      </Surface>
    </Wrapper>
  );
}

/** The link box's state and commands: open on the current link, apply, remove, or cancel back to the text. */
function useLinkEditing(editor: Editor) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function openBox() {
    const current = editor.getAttributes('link') as { href?: string };
    setText(current.href ?? '');
    setError(null);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setError(null);
    // At once rather than through the focus command, which waits a frame and could take focus
    // from a link box opened again in the meantime.
    editor.view.focus();
  }

  function apply() {
    const href = normalizeLink(text);
    if (!href) {
      setError(LINK_INVALID_MESSAGE);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      const linked = href.startsWith('mailto:') ? href.slice('mailto:'.length) : href;
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: linked, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setOpen(false);
    setError(null);
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
    setError(null);
  }

  /** The address as typed; a new keystroke clears the last message. */
  function change(value: string) {
    setText(value);
    setError(null);
  }

  return { open, text, error, inputRef, openBox, close, apply, remove, change };
}

interface LinkAddressBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  error: string | null;
  /** The caret is on a link, so Remove link is offered. */
  canRemove: boolean;
  onChange(value: string): void;
  onApply(): void;
  onRemove(): void;
  onCancel(): void;
}

/** The inline box a link address is typed into; Enter applies and Escape cancels. */
function LinkAddressBox({
  inputRef,
  value,
  error,
  canRemove,
  onChange,
  onApply,
  onRemove,
  onCancel,
}: LinkAddressBoxProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the link rather than submitting the profile form around the editor.
    if (event.key === 'Enter') {
      event.preventDefault();
      onApply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <LinkBox role="group" aria-label="Link">
      <label htmlFor={inputId}>Link address</label>
      <Input
        ref={inputRef}
        id={inputId}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="button" onClick={onApply}>
        Apply link
      </Button>
      {canRemove ? (
        <Button type="button" $variant="secondary" onClick={onRemove}>
          Remove link
        </Button>
      ) : null}
      <Button type="button" $variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      {error ? (
        <LinkError id={errorId} role="alert">
          {error}
        </LinkError>
      ) : null}
    </LinkBox>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const LinkBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    flex: 1 1 240px;
    width: auto;
  }
`;

const LinkError = styled.p`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Surface = styled.div`
  .tiptap {
    min-height: 160px;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    background: ${({ theme }) => theme.colors.surface};
    &:focus-visible,
    &:focus {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 1px;
    }
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.danger};
    }
    p {
      margin: 0 0 ${({ theme }) => theme.space.sm};
    }
    ul,
    ol {
      padding-left: ${({ theme }) => theme.space.xl};
      margin: 0 0 ${({ theme }) => theme.space.sm};
    }
    a {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }
  }
`;

import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';

export type RichTextInputProps = {
  label: string;
  description?: string;
  /** Initial HTML; the editor owns the content afterwards (mount it again to reset). */
  initialValue: string;
  /** The HTML after each change; '' when the editor is empty. */
  onChange: (html: string) => void;
};

const SAFE_LINK = /^(?:https?:|mailto:)/i;

/**
 * A rich-text field (docs/product/companies.md#rich-text): bold, italic, underline, bullet and numbered lists
 * and links. Links, typed or pasted with HTML, open in a new tab (target="_blank" rel="noopener noreferrer")
 * and keep http(s) and mailto addresses only; the server sanitises the HTML again before storing it.
 */
export default function RichTextInput({ label, description, initialValue, onChange }: RichTextInputProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        heading: { levels: [2, 3, 4] },
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        isAllowedUri: (url, { defaultValidate }) =>
          defaultValidate(url) && (SAFE_LINK.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url)),
      }),
    ],
    content: initialValue,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <Input.Wrapper label={label} description={description} labelElement="div" labelProps={{ id: labelId }}>
      <RichTextEditor editor={editor} mt={6} variant="default">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

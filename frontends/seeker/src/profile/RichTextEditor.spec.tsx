import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@marketplace/testing';
import { stubEditorLayout } from './editor-spec-helpers';
import { LINK_INVALID_MESSAGE } from './rich-text';
import RichTextEditor from './RichTextEditor';

beforeAll(stubEditorLayout);

/** The editor with a visible label, showing what it last reported. */
function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  return (
    <div>
      <span id="work-label">Work experience</span>
      <RichTextEditor
        id="work"
        labelledBy="work-label"
        describedBy="work-hint"
        initialValue={initial}
        onChange={setValue}
      />
      <p id="work-hint">Roles and dates</p>
      <output data-testid="value">{value === undefined ? 'unchanged' : String(value)}</output>
    </div>
  );
}

function renderEditor(initial: string | null = null) {
  const view = renderWithProviders(<Harness initial={initial} />);
  const box = screen.getByRole('textbox', { name: 'Work experience' });
  return {
    ...view,
    box,
    reported: () => screen.getByTestId('value').textContent,
    /** Types where the caret is, once a toolbar button has handed focus back (the editor takes it a frame later). */
    typeHere: async (text: string) => {
      await waitFor(() => expect(box).toHaveFocus());
      await view.user.keyboard(text);
    },
  };
}

describe('RichTextEditor', () => {
  it('is a named, described multi-line textbox that starts with the saved HTML and reports each change', async () => {
    const { user, box, reported } = renderEditor('<p>Bookkeeper at Harbor</p>');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAccessibleDescription('Roles and dates');
    expect(box).toHaveTextContent('Bookkeeper at Harbor');
    expect(reported()).toBe('unchanged');

    await user.click(box);
    // Where a click leaves the caret in jsdom depends on timing (under load it stayed at the start):
    // put it at the end, as a reader clicking after the text would, through the editor's own command.
    (box as HTMLElement & { editor: Editor }).editor.commands.focus('end');
    await user.keyboard(' & Pine');
    expect(reported()).toBe('<p>Bookkeeper at Harbor &amp; Pine</p>');
  });

  it('reports null once nothing visible is left', async () => {
    const { user, box, reported } = renderEditor('<p>Bookkeeper</p>');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(reported()).toBe('null');
  });

  it('toggles bold and italic with pressed toolbar buttons', async () => {
    const { user, box, reported, typeHere } = renderEditor();
    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    await user.click(box);
    await user.keyboard('Led ');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await typeHere('payroll');
    await user.click(bold);
    await user.click(italic);
    expect(italic).toHaveAttribute('aria-pressed', 'true');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await typeHere(' monthly');
    expect(reported()).toBe('<p>Led <strong>payroll</strong><em> monthly</em></p>');
  });

  it('makes bulleted and numbered lists', async () => {
    const { user, box, reported, typeHere } = renderEditor();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await typeHere('Payroll');
    expect(reported()).toBe('<ul><li><p>Payroll</p></li></ul>');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'false');
    expect(reported()).toBe('<ol><li><p>Payroll</p></li></ol>');
  });

  it('adds a link typed into the inline box, refusing schemes the server drops', async () => {
    const { user, box, reported } = renderEditor();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();

    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALID_MESSAGE);
    expect(address).toHaveAccessibleDescription(LINK_INVALID_MESSAGE);
    expect(reported()).toBe('unchanged');

    await user.clear(address);
    await user.type(address, 'harborpine.example/work{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://harborpine.example/work' });
    expect(link).toHaveAttribute('href', 'https://harborpine.example/work');
    expect(reported()).toContain('href="https://harborpine.example/work"');
  });

  it('links the selected text, and edits or removes the link under the caret', async () => {
    const { user, box, reported, typeHere } = renderEditor('<p>Portfolio</p>');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), 'maya@example.com{Enter}');
    expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', 'mailto:maya@example.com');
    expect(reported()).toMatch(/^<p><a [^>]*href="mailto:maya@example.com"[^>]*>Portfolio<\/a><\/p>$/);

    await typeHere('{Control>}a{/Control}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue('mailto:maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(screen.queryByRole('link', { name: 'Portfolio' })).not.toBeInTheDocument();
    expect(reported()).toBe('<p>Portfolio</p>');
  });

  it('closes the link box with Cancel or Escape without changing the text', async () => {
    const { user, box, reported } = renderEditor('<p>Hi</p>');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument());
    expect(reported()).toBe('unchanged');
  });

  it('keeps only the formatting the server keeps from saved HTML', () => {
    const { box } = renderEditor(
      '<h1>Title</h1><blockquote><p>Quote</p></blockquote><p><s>gone</s> <u>under</u> <code>code</code> <a href="javascript:alert(1)">bad</a> <a href="mailto:maya@example.com">mail</a></p><hr><pre><code>x</code></pre>',
    );
    expect(box.querySelector('h1, blockquote, s, u, code, hr, pre')).toBeNull();
    expect(box.querySelector('a[href^="javascript"]')).toBeNull();
    expect(box.querySelector('a[href="mailto:maya@example.com"]')).not.toBeNull();
    expect(box).toHaveTextContent('Title');
    expect(box).toHaveTextContent('Quote');
  });
});

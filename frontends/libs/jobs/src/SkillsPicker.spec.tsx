import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { JOB_FORM_MESSAGES, LIMITS, TEXT_MESSAGES, jobSkillError } from '@marketplace/contracts';
import { renderWithProviders } from '@marketplace/testing';
import { SkillsPicker } from './SkillsPicker';
import { POPULAR_SKILLS, SKILL_SUGGESTIONS, addSkill, suggestSkills } from './skills';

function Harness({
  initial = [],
  max,
  skillError,
}: {
  initial?: string[];
  max?: number;
  skillError?: (skill: string) => string | null;
}) {
  const [skills, setSkills] = useState<string[]>(initial);
  return (
    <>
      <SkillsPicker label="Skills" value={skills} onChange={setSkills} max={max} skillError={skillError} />
      <pre data-testid="value">{JSON.stringify(skills)}</pre>
    </>
  );
}

const valueOf = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];

describe('skills vocabulary', () => {
  it('has about 60 distinct skills and 12 popular ones drawn from them', () => {
    expect(SKILL_SUGGESTIONS.length).toBeGreaterThanOrEqual(55);
    expect(SKILL_SUGGESTIONS.length).toBeLessThanOrEqual(70);
    expect(new Set(SKILL_SUGGESTIONS.map((s) => s.toLowerCase())).size).toBe(SKILL_SUGGESTIONS.length);
    expect(POPULAR_SKILLS).toHaveLength(LIMITS.popularSkillsCount);
    for (const skill of POPULAR_SKILLS) expect(SKILL_SUGGESTIONS).toContain(skill);
  });

  it('suggests at most 10 matches, prefix matches first, leaving chosen skills out', () => {
    const many = suggestSkills('e', [], LIMITS.skillsAutocompleteMax);
    expect(many).toHaveLength(10);
    expect(suggestSkills('java', [], 10)).toEqual(['JavaScript', 'Java']);
    expect(suggestSkills('JAVA', ['javascript'], 10)).toEqual(['Java']);
    expect(suggestSkills('   ', [], 10)).toEqual([]);
  });

  it('adds trimmed skills without duplicates and never past the limit', () => {
    expect(addSkill([], '  React   Native ', 5)).toEqual(['React Native']);
    const one = ['React'];
    expect(addSkill(one, ' react ', 5)).toBe(one);
    expect(addSkill(one, '   ', 5)).toBe(one);
    expect(addSkill(one, '\u200B\u2060\uFEFF', 5)).toBe(one);
    expect(addSkill(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
});

describe('SkillsPicker', () => {
  it('is a labelled combobox that adds typed text trimmed on Enter and ignores duplicates', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(input, '  Knitting  {Enter}');
    expect(valueOf()).toEqual(['Knitting']);
    expect(input).toHaveValue('');
    await user.type(input, 'knitting{Enter}');
    expect(valueOf()).toEqual(['Knitting']);
    expect(screen.getByRole('list', { name: 'Selected skills' })).toHaveTextContent('Knitting');
  });

  it('shows at most 10 suggestions in a listbox and picks one with the keyboard', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(input, 'e');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Skills suggestions' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(10);

    await user.clear(input);
    await user.type(input, 'java');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['JavaScript', 'Java']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    expect(valueOf()).toEqual(['Java']);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the suggestions on Escape and picks with the mouse', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(input, 'figm');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(input, 'a');
    await user.click(screen.getByRole('option', { name: 'Figma' }));
    expect(valueOf()).toEqual(['Figma']);
  });

  it('removes a skill with its button', async () => {
    const { user } = renderWithProviders(<Harness initial={['React', 'SQL']} />);
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(valueOf()).toEqual(['SQL']);
  });

  it('offers the 12 popular skills as quick picks, pressed once chosen', async () => {
    const { user } = renderWithProviders(<Harness />);
    const group = screen.getByRole('group', { name: 'Popular skills' });
    const picks = within(group).getAllByRole('button');
    expect(picks).toHaveLength(12);
    await user.click(within(group).getByRole('button', { name: 'SEO' }));
    expect(valueOf()).toEqual(['SEO']);
    expect(within(group).getByRole('button', { name: 'SEO' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'SEO' })).toBeDisabled();
  });

  it('stops at the limit with the limit message (default 20)', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `Skill ${i + 1}`);
    const { user } = renderWithProviders(<Harness initial={twenty} />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    expect(screen.getByRole('status')).toHaveTextContent(
      "You've reached the maximum of 20 skills. Remove some to add others.",
    );
    expect(input).toHaveAccessibleDescription("You've reached the maximum of 20 skills. Remove some to add others.");
    await user.click(within(screen.getByRole('group', { name: 'Popular skills' })).getAllByRole('button')[0]);
    expect(valueOf()).toHaveLength(20);
  });

  it('never adds a skill of invisible characters only', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    await user.paste('\u200B\u2060');
    await user.keyboard('{Enter}');
    expect(valueOf()).toEqual([]);
  });

  it.each([
    ['too long', 'x'.repeat(LIMITS.jobSkillMax + 1), JOB_FORM_MESSAGES.skillTooLong],
    ['invisible only', '\u200B\u00AD', JOB_FORM_MESSAGES.skillBlank],
    ['holding control characters', 'Zen\u0000desk', TEXT_MESSAGES.forbiddenCharacters],
  ])('refuses a skill that is %s with the rule message and keeps the text to fix', async (_case, typed, message) => {
    const { user } = renderWithProviders(<Harness skillError={jobSkillError} />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    await user.click(input);
    await user.paste(typed);
    await user.keyboard('{Enter}');
    expect(valueOf()).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(typed);

    await user.clear(input);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('adds a skill of exactly the per-skill limit', async () => {
    const { user } = renderWithProviders(<Harness skillError={jobSkillError} />);
    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    await user.paste(` ${'x'.repeat(LIMITS.jobSkillMax)} `);
    await user.keyboard('{Enter}');
    expect(valueOf()).toEqual(['x'.repeat(LIMITS.jobSkillMax)]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses a smaller limit when given one and clears the message after a removal', async () => {
    const { user } = renderWithProviders(<Harness max={2} />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(input, 'One{Enter}Two{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      "You've reached the maximum of 2 skills. Remove some to add others.",
    );
    await user.click(screen.getByRole('button', { name: 'Remove Two' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('SkillsPicker with its label for screen readers only', () => {
  it('keeps the name of the box, shown only to screen readers, where a heading above already says it', () => {
    renderWithProviders(<SkillsPicker label="Skills" hideLabel value={[]} onChange={jest.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Skills' });
    const label = document.querySelector(`label[for="${box.id}"]`);
    expect(label?.firstElementChild).toHaveTextContent('Skills');
    expect(getComputedStyle(label!.firstElementChild!).position).toBe('absolute');
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithUi } from './spec-helpers';
import { Field, Input, TextArea } from './Field';

describe('Field', () => {
  it('labels its control', () => {
    renderWithUi(<Field label="New Email Address">{(props) => <Input type="email" {...props} />}</Field>);
    const input = screen.getByLabelText('New Email Address');
    expect(input.tagName).toBe('INPUT');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks the control invalid and describes it with the error', () => {
    renderWithUi(
      <Field label="Confirm New Email Address" error="Email addresses do not match">
        {(props) => <Input type="email" {...props} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Confirm New Email Address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email addresses do not match');
  });

  it('describes the control with the hint and every error message', () => {
    renderWithUi(
      <Field
        label="Job title"
        hint="Up to 100 characters."
        error={['Job title is required', 'Title must be less than 100 characters']}
        required
      >
        {(props) => <TextArea {...props} />}
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Job title' });
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAccessibleDescription(
      'Up to 100 characters. Job title is required Title must be less than 100 characters',
    );
  });

  it('shows each of several messages as an item of its own in the error the control is described by', () => {
    renderWithUi(
      <Field label="Password" error={['Password must be at least 8 characters', 'Password needs a number']}>
        {(props) => <Input type="password" {...props} />}
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    const region = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(region).not.toBeNull();
    const items = within(region as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Password must be at least 8 characters',
      'Password needs a number',
    ]);
  });

  it('shows a single message as text, not a list', () => {
    renderWithUi(
      <Field label="Email" error={['Email is required']}>
        {(props) => <Input type="email" {...props} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('Email is required');
    const region = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(region?.tagName).toBe('P');
    expect(within(region as HTMLElement).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('uses a given id', () => {
    renderWithUi(
      <Field label="Website" id="website">
        {(props) => <Input {...props} />}
      </Field>,
    );
    expect(screen.getByLabelText('Website')).toHaveAttribute('id', 'website');
  });
});

import { screen } from '@testing-library/react';
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

  it('uses a given id', () => {
    renderWithUi(
      <Field label="Website" id="website">
        {(props) => <Input {...props} />}
      </Field>,
    );
    expect(screen.getByLabelText('Website')).toHaveAttribute('id', 'website');
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithUi } from './spec-helpers';
import { FieldErrorText, FormMessages } from './FormMessages';

describe('FormMessages', () => {
  it('shows one message as a paragraph', () => {
    renderWithUi(
      <div role="alert">
        <FormMessages messages={['Choose a time zone']} />
      </div>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Choose a time zone');
    expect(alert.firstElementChild?.tagName).toBe('P');
    expect(within(alert).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows each of several messages as an item of its own', () => {
    renderWithUi(
      <div role="alert">
        <FormMessages id="problems" messages={['Title is required', 'Pick a category']} />
      </div>,
    );
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Title is required', 'Pick a category']);
    expect(document.getElementById('problems')?.tagName).toBe('UL');
  });

  it('shows nothing without a message', () => {
    renderWithUi(
      <div role="alert">
        <FormMessages messages={[]} />
        <FieldErrorText messages={undefined} />
      </div>,
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

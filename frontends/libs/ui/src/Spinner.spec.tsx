import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithUi } from './spec-helpers';
import { NavCards } from './NavCards';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a polite status with a visible label', () => {
    renderWithUi(<Spinner label="Checking your access…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Checking your access…');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('says Loading… by default', () => {
    renderWithUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('NavCards', () => {
  it('is a labelled list of links, each named by its title and description', () => {
    renderWithUi(
      <MemoryRouter>
        <NavCards
          label="What you can do"
          items={[
            { to: '/admin/users', title: 'Users', description: 'Search users.' },
            { to: '/admin/audit-log', title: 'Audit log', description: 'Every change.' },
          ]}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'What you can do' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Users Search users.' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Audit log Every change.' })).toHaveAttribute('href', '/admin/audit-log');
  });
});

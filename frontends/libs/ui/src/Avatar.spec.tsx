import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Avatar, initialsOf } from './Avatar';
import { theme } from './theme';

const renderAvatar = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Avatar', () => {
  it('takes the initials of the first and last names', () => {
    expect(initialsOf('Maya Thompson')).toBe('MT');
    expect(initialsOf('  jordan   lee  ellis ')).toBe('JE');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('émile zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });

  it('shows the picture, and the initials when there is none or it fails to load', () => {
    const onImageError = jest.fn();
    const { rerender } = renderAvatar(
      <Avatar name="Maya Thompson" src="https://files.example/a.webp" onImageError={onImageError} />,
    );
    const avatar = screen.getByRole('img', { name: 'Maya Thompson' });
    const img = avatar.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://files.example/a.webp');
    fireEvent.error(img);
    expect(onImageError).toHaveBeenCalledTimes(1);
    expect(avatar).toHaveTextContent('MT');

    rerender(
      <ThemeProvider theme={theme}>
        <Avatar name="Maya Thompson" src="https://files.example/b.webp" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Maya Thompson' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://files.example/b.webp',
    );
  });

  it('is hidden from assistive technology when the name is written beside it', () => {
    const { container } = renderAvatar(<Avatar name="Maya Thompson" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});

import { Route, Routes, useLocation } from 'react-router';
import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@marketplace/testing';
import { Layout, MAIN_NAV_ID } from './Layout';

function Here() {
  return <p>{`At ${useLocation().pathname}`}</p>;
}

// jsdom applies no media queries, so these check the menu's state and wiring; the browser tier
// (frontends/e2e/src/mobile.e2e.ts) checks what shows at 390 and 1280 px wide.
function renderLayout() {
  mockApi({
    '/api/site-config': () => ({ body: { supportEmail: 'help@nestwork.test', supportPhone: '+1 (555) 777-1234' } }),
  });
  return renderWithProviders(
    <Layout>
      <Routes>
        <Route path="*" element={<Here />} />
      </Routes>
    </Layout>,
    { route: '/' },
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Layout menu (narrow screens)', () => {
  it('is a Menu button that controls the main navigation and toggles it', async () => {
    const { user } = renderLayout();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', MAIN_NAV_ID);
    expect(nav()).toHaveAttribute('id', MAIN_NAV_ID);
    expect(nav()).toHaveAttribute('data-open', 'false');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveAttribute('data-open', 'true');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-open', 'false');
  });

  it('closes on Escape and returns focus to the Menu button', async () => {
    const { user } = renderLayout();
    await user.click(menuButton());
    screen.getByRole('link', { name: 'Sign In' }).focus();

    await user.keyboard('{Escape}');

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-open', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('ignores Escape while closed, leaving focus where it is', async () => {
    const { user } = renderLayout();
    const link = screen.getByRole('link', { name: 'Find jobs' });
    link.focus();
    await user.keyboard('{Escape}');
    expect(link).toHaveFocus();
  });

  it('closes when a link navigates', async () => {
    const { user } = renderLayout();
    await user.click(menuButton());

    await user.click(screen.getByRole('link', { name: 'Sign In' }));

    expect(await screen.findByText('At /sign-in')).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-open', 'false');
  });
});

import { screen, within } from '@testing-library/react';
import { deferred, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import { Footer, telHref } from './Footer';

const siteConfig = { supportEmail: 'help@nestwork.test', supportPhone: '+1 (555) 777-1234' };

describe('Footer', () => {
  it('shows every shared footer text', async () => {
    mockApi({ '/api/site-config': () => ({ body: siteConfig }) });
    renderWithProviders(<Footer year={2031} />);

    const footer = screen.getByRole('contentinfo');
    expect(footer.tagName).toBe('FOOTER');
    for (const text of [
      'Empowering remote work since 2007',
      '1269+ families supported',
      'We are a remote-first team.',
      'SOC 2',
      'GDPR',
      '© 2031 Nestwork. All rights reserved.',
    ]) {
      expect(within(footer).getByText(text)).toBeInTheDocument();
    }
    expect(within(footer).getByRole('list', { name: 'Compliance' })).toHaveTextContent('SOC 2GDPR');
    await screen.findByRole('link', { name: siteConfig.supportEmail });
  });

  it('links the support e-mail and phone from the site config', async () => {
    const fetch = mockApi({ '/api/site-config': () => ({ body: siteConfig }) });
    renderWithProviders(<Footer />);

    const email = await screen.findByRole('link', { name: 'help@nestwork.test' });
    expect(email).toHaveAttribute('href', 'mailto:help@nestwork.test');
    const phone = screen.getByRole('link', { name: '+1 (555) 777-1234' });
    expect(phone).toHaveAttribute('href', 'tel:+15557771234');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('/api/site-config');
  });

  it('shows placeholders while the config loads and a note if it fails', async () => {
    const reply = deferred<MockReply>();
    mockApi({ '/api/site-config': () => reply.promise });
    renderWithProviders(<Footer />);
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();

    reply.resolve({ status: 500, body: { error: 'Something went wrong. Please try again.' } });
    expect(await screen.findByText('Support contacts are unavailable right now.')).toBeInTheDocument();
    expect(screen.getByText('Empowering remote work since 2007')).toBeInTheDocument();
  });

  it('treats a config without both contacts as unavailable instead of failing', async () => {
    mockApi({ '/api/site-config': () => ({ body: { supportEmail: 'help@nestwork.test' } }) });
    renderWithProviders(<Footer />);
    expect(await screen.findByText('Support contacts are unavailable right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'help@nestwork.test' })).not.toBeInTheDocument();
  });

  it.each([
    ['+1 (555) 010-2007', 'tel:+15550102007'],
    ['(555) 010-2007', 'tel:5550102007'],
    [' +44 20 7946 0958 ', 'tel:+442079460958'],
  ])('turns %s into %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

import { openLinkInNewTab } from './open-link';

describe('openLinkInNewTab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens the tab before the request, cuts it off from this page, then points it at the link', async () => {
    const tab = { opener: window as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let openedBeforeRequest = false;
    await openLinkInNewTab(async () => {
      openedBeforeRequest = open.mock.calls.length === 1;
      return 'https://storage.example/cv.pdf?sig=1';
    });
    expect(openedBeforeRequest).toBe(true);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('https://storage.example/cv.pdf?sig=1');
  });

  it('closes the tab and rethrows when the request fails', async () => {
    const tab = { opener: null, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await expect(openLinkInNewTab(() => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(tab.close).toHaveBeenCalled();
  });

  it('opens the link with noopener when the browser gave no tab up front', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await openLinkInNewTab(async () => 'https://storage.example/cv.pdf');
    expect(open).toHaveBeenLastCalledWith('https://storage.example/cv.pdf', '_blank', 'noopener,noreferrer');
  });
});

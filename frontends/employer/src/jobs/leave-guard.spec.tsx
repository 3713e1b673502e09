import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLeaveGuard } from './leave-guard';

/** A page with one unsaved field; its guard's question shows as two buttons. */
function Editor() {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '');
  const navigate = useNavigate();
  return (
    <main>
      <h1>Editor</h1>
      <label>
        Notes
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/editor?tab=2">Same page, other tab</Link>
      <button type="button" onClick={() => guard.allow(() => navigate('/saved'))}>
        Save and go
      </button>
      {guard.asking ? (
        <div role="dialog" aria-label="Leave?">
          <button type="button" onClick={guard.leave}>
            Leave
          </button>
          <button type="button" onClick={guard.stay}>
            Stay
          </button>
        </div>
      ) : null}
    </main>
  );
}

// The shell's own router, over the browser's history.
function renderInBrowserRouter() {
  window.history.replaceState(null, '', '/');
  const view = render(
    <BrowserRouter>
      <Link to="/list">List</Link> <Link to="/editor">Editor</Link>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/list" element={<h1>List</h1>} />
        <Route path="/saved" element={<h1>Saved</h1>} />
        <Route path="/editor" element={<Editor />} />
      </Routes>
    </BrowserRouter>,
  );
  return { ...view, user: userEvent.setup() };
}

/**
 * The browser's Navigation API as far as the guard uses it (jsdom has none): a traversal is
 * announced by a cancelable 'navigate' event before the address changes.
 */
class FakeNavigation extends EventTarget {
  currentEntry = { index: 0 };

  /** The browser's back button: announces the traversal and, unless the page cancels it, goes. */
  back(): Event {
    const to = this.currentEntry.index - 1;
    const event = Object.assign(new Event('navigate', { cancelable: true }), {
      navigationType: 'traverse',
      destination: { index: to, url: `${window.location.origin}${entries[to]}`, sameDocument: true },
    });
    this.dispatchEvent(event);
    if (!event.defaultPrevented) window.history.back();
    return event;
  }
}

/** The paths of the session history, as the fake Navigation API numbers them. */
let entries: string[] = [];
let navigation: FakeNavigation;

beforeEach(() => {
  entries = ['/'];
  navigation = new FakeNavigation();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  // Keep the fake's entry numbers in step with the router's pushes and the browser's traversals.
  const push = window.history.pushState.bind(window.history);
  jest.spyOn(window.history, 'pushState').mockImplementation((state, unused, url) => {
    entries = [...entries.slice(0, navigation.currentEntry.index + 1), String(url)];
    navigation.currentEntry = { index: entries.length - 1 };
    push(state, unused, url);
  });
  const go = window.history.go.bind(window.history);
  jest.spyOn(window.history, 'go').mockImplementation((delta = 0) => {
    navigation.currentEntry = { index: navigation.currentEntry.index + delta };
    go(delta);
  });
  const back = window.history.back.bind(window.history);
  jest.spyOn(window.history, 'back').mockImplementation(() => {
    navigation.currentEntry = { index: navigation.currentEntry.index - 1 };
    back();
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { navigation?: unknown }).navigation;
});

describe('useLeaveGuard in the browser router', () => {
  it('holds the back button while there are unsaved changes, and goes back on Leave', async () => {
    const { user } = renderInBrowserRouter();
    await user.click(screen.getByRole('link', { name: 'List' }));
    await user.click(screen.getByRole('link', { name: 'Editor' }));
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    // Nothing typed: back goes at once.
    let event = navigation.back();
    expect(event.defaultPrevented).toBe(false);
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Editor' }));
    await user.type(screen.getByLabelText('Notes'), 'draft');

    act(() => {
      event = navigation.back();
    });
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/editor');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Notes')).toHaveValue('draft');
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    act(() => {
      navigation.back();
    });
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/list');
    await waitFor(() => expect(navigation.currentEntry.index).toBe(1));
  });

  it("lets through a change of query on the same page and the page's own navigation", async () => {
    const { user } = renderInBrowserRouter();
    await user.click(screen.getByRole('link', { name: 'Editor' }));
    await user.type(screen.getByLabelText('Notes'), 'draft');
    await user.click(screen.getByRole('link', { name: 'Same page, other tab' }));
    expect(window.location.search).toBe('?tab=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await user.click(screen.getByRole('button', { name: 'Save and go' }));
    expect(await screen.findByRole('heading', { name: 'Saved' })).toBeInTheDocument();
  });
});

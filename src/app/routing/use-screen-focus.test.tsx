import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useScreenFocus } from './use-screen-focus';

afterEach(cleanup);

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  // jsdom lays nothing out: the page is as tall as the tests need, and scrolling sets scrollY.
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
  return () => vi.restoreAllMocks();
});

/** The player scrolls the page to `y`. */
function scrollPage(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/** A page whose heading comes with its data (the engine's data node loading meanwhile), a moment after the page itself. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? (
    <h1>Your booking</h1>
  ) : (
    <div className="data-loading" aria-busy="true">
      Loading
    </div>
  );
}

function Shell() {
  useScreenFocus();
  return (
    <main id="main" tabIndex={-1}>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <h1>Home</h1>
              <Link to="/booking">Your booking</Link>
              <Link to="/checkout">Checkout</Link>
              <Link to="/sections">Sections</Link>
              <Link to="/?date=tomorrow" replace>
                Tomorrow
              </Link>
            </>
          }
        />
        <Route path="/booking" element={<SlowPage />} />
        <Route path="/sections" element={<h2>Book now</h2>} />
        <Route
          path="/checkout"
          element={
            <>
              <h1>Checkout</h1>
              <label>
                Billing name <input />
              </label>
              <Back />
            </>
          }
        />
      </Routes>
    </main>
  );
}

function renderShell() {
  render(
    <MemoryRouter>
      <Shell />
    </MemoryRouter>,
  );
}

describe('a new screen', () => {
  it('leaves the first page of a visit where the browser put it: no scroll, no focus (the hydrated server page)', () => {
    renderShell();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('opens at its top with the focus on its heading', () => {
    renderShell();
    scrollPage(365);
    fireEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(scrollY).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Checkout', level: 1 }));
    expect(screen.getByRole('textbox', { name: 'Billing name' })).not.toBe(document.activeElement);
  });

  it("focuses a heading that arrives with the page's data, not the placeholder before it", async () => {
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Your booking' }));
    // Meanwhile the page's region, where a screen reader's user goes on reading.
    expect(document.activeElement).toBe(screen.getByRole('main'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your booking' })));
  });

  it('without a heading (home), focuses its main region once drawn', () => {
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Sections' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves the focus to the player who moved it while the page was loading', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Your booking' }));
    const main = screen.getByRole('main');
    const field = document.createElement('input');
    main.append(field);
    field.focus();
    await screen.findByRole('heading', { name: 'Your booking' });
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('stays where it is when only its filters change in place (a date kept in the address)', () => {
    renderShell();
    scrollPage(400);
    const link = screen.getByRole('link', { name: 'Tomorrow' });
    link.focus();
    fireEvent.click(link);
    expect(scrollY).toBe(400);
    expect(document.activeElement).toBe(link);
  });
});

describe('Back', () => {
  it('returns to where the player was on the previous screen', async () => {
    renderShell();
    scrollPage(720);
    fireEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(scrollY).toBe(0);
    scrollPage(90);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    await waitFor(() => expect(scrollY).toBe(720));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});

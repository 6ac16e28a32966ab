import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import HtmlBlock from './HtmlBlock';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

describe('HtmlBlock', () => {
  it('removes scripts and event-handler attributes but keeps the content', () => {
    const { container } = render(<HtmlBlock html={'<p>Terms <b>apply</b></p><script>window.hacked = true</script><img src="x.png" onerror="alert(1)">'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect(container.querySelector('b')?.textContent).toBe('apply');
    expect(container.innerHTML).not.toContain('hacked');
  });

  it('drops javascript: links', () => {
    const { container } = render(<HtmlBlock html={'<a href="javascript:alert(1)">click</a>'} />);
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('leaves out a leading heading the page already shows, and only that one', () => {
    const legal = render(<HtmlBlock html={'\n<h2>General conditions of use</h2><p>Book fairly.</p><h2>Payments</h2>'} repeatedHeading={{ always: true }} />);
    expect(Array.from(legal.container.querySelectorAll('h2')).map((heading) => heading.textContent)).toEqual(['Payments']);
    cleanup();
    const post = render(<HtmlBlock html={'<h1>New  LED lighting</h1><p>Brighter.</p>'} repeatedHeading={{ sameAs: 'New LED Lighting' }} />);
    expect(post.container.querySelector('h1')).toBeNull();
    cleanup();
    const other = render(<HtmlBlock html={'<h2>What changes</h2><p>Brighter.</p>'} repeatedHeading={{ sameAs: 'New LED lighting' }} />);
    expect(other.container.querySelector('h2')?.textContent).toBe('What changes');
    cleanup();
    const paragraphFirst = render(<HtmlBlock html={'<p>Intro</p><h2>Rules</h2>'} repeatedHeading={{ always: true }} />);
    expect(paragraphFirst.container.querySelector('h2')?.textContent).toBe('Rules');
  });
});

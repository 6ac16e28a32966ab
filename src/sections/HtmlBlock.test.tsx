import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import HtmlBlock from './HtmlBlock';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

describe('HtmlBlock', () => {
  it('removes scripts and event-handler attributes but keeps the content', () => {
    const { container } = render(
      <HtmlBlock html={'<p>Terms <b>apply</b></p><script>window.hacked = true</script><img src="x.png" onerror="alert(1)">'} />,
    );
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
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceChips, type ChoiceChipsHandle } from './ChoiceChips';

afterEach(cleanup);

const choices = [
  { value: 'S', label: 'S', disabled: true, note: 'Sold out' },
  { value: 'M', label: 'M' },
  { value: 'L', label: 'L' },
];

describe('ChoiceChips', () => {
  it('is a named radio group whose disabled chip says why, and says what is missing tied to the group', () => {
    const onChange = vi.fn();
    render(<ChoiceChips label="Size" name="size" choices={choices} value={null} onChange={onChange} error="Choose a size first" />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a size first');
    const small = screen.getByRole('radio', { name: 'S', description: 'Sold out' }) as HTMLInputElement;
    expect(small.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(onChange).toHaveBeenCalledWith('L');
  });

  it('focuses the chosen chip, or the first that can be chosen', () => {
    const handle = createRef<ChoiceChipsHandle>();
    const { rerender } = render(<ChoiceChips ref={handle} label="Size" name="size" choices={choices} value={null} onChange={() => {}} />);
    handle.current!.focus();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'M' }));
    rerender(<ChoiceChips ref={handle} label="Size" name="size" choices={choices} value="L" onChange={() => {}} />);
    handle.current!.focus();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'L' }));
  });
});

import { forwardRef, useId, useImperativeHandle, useRef, type ReactNode } from 'react';
import './ChoiceChips.css';

interface ChoiceChip {
  value: string;
  /** What the chip shows (a size: "M"). */
  label: ReactNode;
  /** A choice that cannot be taken (a size sold out): shown, not choosable, and `note` says why. */
  disabled?: boolean;
  /** A short word under the label, read as the chip's description ("Sold out"). */
  note?: ReactNode;
}

export interface ChoiceChipsHandle {
  /** Moves the focus to the chosen chip, or to the first that can be chosen (a missing choice). */
  focus(): void;
}

interface ChoiceChipsProps {
  label: ReactNode;
  name: string;
  choices: readonly ChoiceChip[];
  value: string | null;
  onChange(value: string): void;
  /** Said under the chips and tied to them (aria-describedby) while shown. */
  error?: ReactNode;
}

/**
 * One choice out of a few as a row of chips (a product's sizes): native radio buttons under a named radio group,
 * so arrows move between them and a screen reader says how many there are; each at least 44 px; a disabled one
 * stays in view, struck through, and its note says why.
 */
export const ChoiceChips = forwardRef<ChoiceChipsHandle, ChoiceChipsProps>(function ChoiceChips({ label, name, choices, value, onChange, error }, ref) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus() {
      const inputs = [...(group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
      (inputs.find((input) => input.checked) ?? inputs.find((input) => !input.disabled))?.focus();
    },
  }));
  return (
    <div className="cz-chips">
      <span className="cz-chips__label" id={`${id}-label`}>
        {label}
      </span>
      <div
        ref={group}
        className="cz-chips__row"
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        {choices.map((choice) => (
          <label key={choice.value} className={choice.disabled ? 'cz-chip cz-chip--disabled' : 'cz-chip'}>
            <input
              className="cz-chip__input"
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              aria-describedby={choice.note ? `${id}-${choice.value}-note` : undefined}
              onChange={() => onChange(choice.value)}
            />
            <span className="cz-chip__face">
              <span className="cz-chip__label">{choice.label}</span>
              {choice.note ? (
                // Out of the chip's name ("L"), read as its description ("Sold out").
                <span className="cz-chip__note" id={`${id}-${choice.value}-note`} aria-hidden="true">
                  {choice.note}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="cz-chips__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

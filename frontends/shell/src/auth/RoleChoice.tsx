import { useId, type Ref } from 'react';
import type { SelfServiceRole } from '@marketplace/contracts';
import { ChoiceError, Choices } from './AuthFrame';

const OPTIONS: Array<{ value: SelfServiceRole; label: string; hint: string }> = [
  { value: 'seeker', label: 'Job seeker', hint: 'Find flexible and remote work' },
  { value: 'employer', label: 'Employer', hint: 'Post jobs and hire' },
];

/** Seeker or employer, as radio buttons in a labelled group, with its error tied to the group. */
export function RoleChoice({
  value,
  onChange,
  error,
  legend,
  firstRef,
}: {
  value: SelfServiceRole | '';
  onChange: (role: SelfServiceRole) => void;
  error?: readonly string[];
  legend: string;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Choices aria-describedby={error?.length ? errorId : undefined} aria-invalid={error?.length ? true : undefined}>
      <legend>{legend}</legend>
      {OPTIONS.map((option, index) => (
        <label key={option.value}>
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            <strong>{option.label}</strong> — {option.hint}
          </span>
        </label>
      ))}
      <ChoiceError id={errorId} messages={error} />
    </Choices>
  );
}

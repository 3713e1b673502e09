import { useId } from 'react';
import styled from 'styled-components';
import type { UseFormRegister } from 'react-hook-form';
import {
  EMAIL_MODES,
  EMAIL_MODE_LABELS,
  NOTIFICATION_CENTER_MESSAGES as MESSAGES,
  NOTIFICATION_KIND_INFO,
  type NotificationKind,
} from '@marketplace/contracts';
import { Field, Select, type FieldProps } from '@marketplace/ui/fields';
import type { PreferenceValues } from './preference-values';

export interface KindPreferenceProps {
  kind: NotificationKind;
  register: UseFormRegister<PreferenceValues>;
  error?: FieldProps['error'];
}

/**
 * One kind's row: whether it shows in the app, and how its e-mail goes. The kinds always e-mailed
 * offer no Off and say why.
 */
export function KindPreference({ kind, register, error }: KindPreferenceProps) {
  const info = NOTIFICATION_KIND_INFO[kind];
  const inAppId = useId();
  return (
    <Row>
      <Legend>{info.label}</Legend>
      <Check>
        <input id={inAppId} type="checkbox" {...register(`preferences.${kind}.inApp`)} />
        <label htmlFor={inAppId}>{MESSAGES.inAppLabel}</label>
      </Check>
      <Field
        label={MESSAGES.emailLabel}
        hint={info.emailRequired ? MESSAGES.emailRequiredNote : undefined}
        error={error}
      >
        {(props) => (
          <Select {...props} {...register(`preferences.${kind}.email`)}>
            {EMAIL_MODES.map((mode) => (
              <option key={mode} value={mode} disabled={mode === 'off' && info.emailRequired === true}>
                {EMAIL_MODE_LABELS[mode]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </Row>
  );
}

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) minmax(8rem, 1fr) minmax(10rem, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: 1fr;
  }
`;

const Legend = styled.legend`
  float: left;
  font-weight: 600;
`;

const Check = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

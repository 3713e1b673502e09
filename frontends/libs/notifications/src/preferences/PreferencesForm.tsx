import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { isApiError } from '@marketplace/api-client';
import {
  NOTIFICATION_CENTER_MESSAGES as MESSAGES,
  NOTIFICATION_SCREEN_MESSAGES as SCREEN,
  type NotificationPreferences,
  type Role,
} from '@marketplace/contracts';
import { Button, useToast } from '@marketplace/ui';
import { Field, FormMessages, Select } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages, showServerErrors } from '@marketplace/ui/forms';
import { useSaveNotificationPreferences } from '../data/hooks';
import { KindPreference } from './KindPreference';
import {
  timeZoneChoices,
  toPreferenceValues,
  toPreferencesInput,
  validatePreferenceValues,
  type PreferenceValues,
} from './preference-values';

export interface PreferencesFormProps {
  saved: NotificationPreferences;
  role: Role;
}

/** The preferences form: a row per kind the role receives, the digest's time zone, and Save. */
export function PreferencesForm({ saved, role }: PreferencesFormProps) {
  const kinds = useMemo(() => saved.preferences.map((preference) => preference.kind), [saved]);
  const zones = useMemo(() => timeZoneChoices(saved.timeZone), [saved.timeZone]);
  const toast = useToast();
  const save = useSaveNotificationPreferences();
  const { register, handleSubmit, setError, reset, formState } = useForm<PreferenceValues>({
    defaultValues: toPreferenceValues(saved),
    resolver: contractResolver((values: PreferenceValues) => validatePreferenceValues(values, kinds, role)),
  });
  const { errors } = formState;
  const preferencesMessages = fieldMessages(errors.preferences);

  async function send(values: PreferenceValues) {
    try {
      const answer = await save.mutateAsync(toPreferencesInput(values, kinds));
      reset(toPreferenceValues(answer));
      toast.show(MESSAGES.saved, { tone: 'success' });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) showServerErrors(error.fieldErrors, setError);
      else toast.show(MESSAGES.saveFailed, { tone: 'error' });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)} aria-label={MESSAGES.preferencesTitle}>
      {preferencesMessages ? (
        <Alert role="alert">
          <FormMessages messages={preferencesMessages} />
        </Alert>
      ) : null}
      {kinds.map((kind) => (
        <KindPreference key={kind} kind={kind} register={register} error={fieldMessages(errors.preferences?.[kind])} />
      ))}
      <ZoneField>
        <Field
          label={MESSAGES.timeZoneLabel}
          hint={MESSAGES.digestAt(saved.digestHour)}
          error={fieldMessages(errors.timeZone)}
        >
          {(props) => (
            <Select {...props} {...register('timeZone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </ZoneField>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? SCREEN.saving : SCREEN.save}
      </Button>
    </form>
  );
}

const ZoneField = styled.div`
  max-width: 28rem;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Alert = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

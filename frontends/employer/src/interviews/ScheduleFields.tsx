import styled from 'styled-components';
import { Field, Input } from '@marketplace/ui/fields';
import { InvitationFields, type InvitationFieldsProps, type StageFormErrors } from './InvitationFields';
import type { StageFormValues } from './stage-form';

export interface ScheduleFieldsProps {
  values: StageFormValues;
  /** The completed-time field is offered only for the current stage. */
  showCompleted: boolean;
  /** After Mark as Done: the completion date, locked to the scheduled one (the time stays editable). */
  lockedDate: string | null;
  errors: StageFormErrors;
  onSchedule: (local: string) => void;
  onCompleted: (local: string) => void;
  onInvitation: InvitationFieldsProps['onChange'];
}

/**
 * The Schedule of the Update Stage dialog: the scheduled time, the completed time (a locked date
 * after Mark as Done), and where and how the candidate joins, with the message to them.
 */
export function ScheduleFields({
  values,
  showCompleted,
  lockedDate,
  errors,
  onSchedule,
  onCompleted,
  onInvitation,
}: ScheduleFieldsProps) {
  return (
    <Schedule>
      <legend>Schedule</legend>
      <Field label="Scheduled Time">
        {(props) => (
          <Input
            {...props}
            type="datetime-local"
            value={values.scheduledLocal}
            onChange={(event) => onSchedule(event.target.value)}
          />
        )}
      </Field>
      {showCompleted ? (
        lockedDate !== null ? (
          <Completed>
            <legend>Completed Time</legend>
            <Field label="Completion date" hint="The scheduled date">
              {(props) => <Input {...props} type="date" value={lockedDate} readOnly />}
            </Field>
            <Field label="Completion time">
              {(props) => (
                <Input
                  {...props}
                  type="time"
                  value={values.completedLocal.slice(11, 16)}
                  onChange={(event) => onCompleted(event.target.value ? `${lockedDate}T${event.target.value}` : '')}
                />
              )}
            </Field>
          </Completed>
        ) : (
          <Field label="Completed Time">
            {(props) => (
              <Input
                {...props}
                type="datetime-local"
                value={values.completedLocal}
                onChange={(event) => onCompleted(event.target.value)}
              />
            )}
          </Field>
        )
      ) : null}
      <InvitationFields values={values} errors={errors} onChange={onInvitation} />
    </Schedule>
  );
}

const Schedule = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Completed = styled(Schedule)`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: ${({ theme }) => theme.space.md};
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

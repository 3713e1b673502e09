import { useEffect, useState } from 'react';
import { Controller, useForm, type Control, type FieldError, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  cardNumberDigits,
  formatCardNumberInput,
  formatCvvInput,
  formatExpiryMonthInput,
  formatExpiryYearInput,
  padExpiryMonth,
  type AuthnetClientConfig,
  type PaymentFormValues,
  type PaymentMethod,
  type SavePaymentMethodRequest,
  validatePaymentForm,
} from '@marketplace/contracts';
import { serverMessageOr } from '@marketplace/api-client';
import { Button, Dialog } from '@marketplace/ui';
import { Field, type FieldProps, FormMessages, Input } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages } from '@marketplace/ui/forms';
import { acceptJsUrlFor, CardProviderError, loadAcceptJs, tokenizeCard } from './accept-js';
import { type BillingAudience, usePaymentConfig, useSavePaymentMethod } from './api';
import { cardLabel, PAYMENT_TEXTS as T } from './texts';

/** The dialog's states: loading Accept.js, ready, processing, then success or error. */
export type PaymentDialogPhase = 'loading' | 'ready' | 'processing' | 'success' | 'error';

export interface PaymentMethodDialogProps {
  open: boolean;
  onClose(): void;
  /** Whose cards; employer by default. */
  audience?: BillingAudience;
  /** Update mode: the card to replace. Add mode without it. */
  paymentMethod?: PaymentMethod | null;
  /** Told after a save, before the dialog closes. */
  onSaved?(paymentMethod: PaymentMethod, mode: 'add' | 'update'): void;
  /** The current year (tests); the expiry year runs from it to 20 years ahead. */
  currentYear?: number;
}

const EMPTY: PaymentFormValues = {
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  cvv: '',
  cardName: '',
  isDefault: false,
};

/** The phase and message of loading the tokenising script: the settings first, then the script of their environment. */
function useAcceptJsLoading(open: boolean, config: { data?: AuthnetClientConfig; isError: boolean }) {
  const [phase, setPhase] = useState<PaymentDialogPhase>('loading');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    const fail = (text: string) => {
      if (!current) return;
      setPhase('error');
      setMessage(text);
    };
    if (config.isError) fail(T.configFailed);
    else if (!config.data) {
      setPhase('loading');
      setMessage(null);
    } else {
      const ready = () => {
        if (!current) return;
        if (window.Accept) {
          setPhase('ready');
          setMessage(null);
        } else fail(T.initFailed);
      };
      if (window.Accept) ready();
      else {
        setPhase('loading');
        loadAcceptJs(acceptJsUrlFor(config.data)).then(ready, () => fail(T.libraryLoadFailed));
      }
    }
    return () => {
      current = false;
    };
  }, [open, config.data, config.isError]);

  return { phase, setPhase, message, setMessage };
}

/**
 * Adds or updates a card. The card goes to the card provider's Accept.js
 * only, which answers single-use opaque data; the API receives that token and the expiry, never
 * the card number or the CVV.
 */
export function PaymentMethodDialog({
  open,
  onClose,
  audience = 'employer',
  paymentMethod = null,
  onSaved,
  currentYear,
}: PaymentMethodDialogProps) {
  const mode = paymentMethod ? 'update' : 'add';
  const config = usePaymentConfig(open);
  const save = useSavePaymentMethod(audience);
  const form = useForm<PaymentFormValues>({
    defaultValues: EMPTY,
    resolver: contractResolver((values: PaymentFormValues) =>
      validatePaymentForm(values, currentYear ?? new Date().getFullYear()),
    ),
    // Messages stay until the next submit; the dialog does not move the focus to them.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { phase, setPhase, message, setMessage } = useAcceptJsLoading(open, config);

  function reset() {
    form.reset(EMPTY);
    setMessage(null);
    setPhase('loading');
  }

  function close() {
    if (phase === 'processing') return;
    reset();
    onClose();
  }

  async function submitCard(values: PaymentFormValues) {
    if (phase === 'processing') return;
    const fail = (text: string) => {
      setPhase('error');
      setMessage(text);
    };
    if (!config.data) return fail(T.configNotLoaded);
    const accept = window.Accept;
    if (!accept) return fail(T.libraryNotLoaded);
    setPhase('processing');
    setMessage(null);
    const expiryMonth = padExpiryMonth(values.expiryMonth);
    let opaqueData: { dataDescriptor: string; dataValue: string };
    try {
      opaqueData = await tokenizeCard(accept, config.data, {
        cardNumber: cardNumberDigits(values.cardNumber),
        month: expiryMonth,
        year: values.expiryYear,
        cardCode: values.cvv,
        ...(values.cardName.trim() ? { fullName: values.cardName.trim() } : {}),
      });
    } catch (error) {
      return fail(error instanceof CardProviderError && error.message ? error.message : T.saveFailed);
    }
    // Only the token and the expiry go to the API.
    const token = {
      opaqueDataDescriptor: opaqueData.dataDescriptor,
      opaqueDataValue: opaqueData.dataValue,
      expiryMonth,
      expiryYear: values.expiryYear,
    };
    const request: SavePaymentMethodRequest = paymentMethod
      ? { paymentMethodId: paymentMethod.id, action: 'update', ...token }
      : { ...token, isDefault: values.isDefault };
    try {
      const saved = await save.mutateAsync(request);
      setPhase('success');
      onSaved?.(saved.paymentMethod, mode);
      reset();
      onClose();
    } catch (error) {
      fail(serverMessageOr(error, mode === 'add' ? T.addFailed : T.updateFailed));
    }
  }

  const busy = phase === 'processing';
  // The contract's "fill in every field" message belongs to the whole form, not to one field.
  const formErrors = fieldMessages((form.formState.errors as Record<string, FieldError | undefined>)['form']);
  const alerts = message ? [message] : formErrors;
  const sandbox = config.data && config.data.environment !== 'production';

  return (
    <Dialog
      open={open}
      onClose={close}
      title={mode === 'add' ? T.addTitle : T.updateTitle}
      description={paymentMethod ? cardLabel(paymentMethod) : undefined}
    >
      <Form
        onSubmit={(event) => void form.handleSubmit(submitCard)(event)}
        noValidate
        aria-busy={phase === 'loading' || busy}
      >
        {sandbox ? <Notice role="note">{T.sandboxNotice}</Notice> : null}
        {phase === 'loading' ? <Status role="status">{T.loading}</Status> : null}
        {busy ? <Status role="status">{T.processing}</Status> : null}
        {alerts ? (
          <ErrorText role="alert">
            <FormMessages messages={alerts} />
          </ErrorText>
        ) : null}
        <CardFields form={form} busy={busy} withDefaultChoice={mode === 'add'} />
        <Hint>{T.secureNote}</Hint>
        <Actions>
          <Button type="button" $variant="secondary" onClick={close} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={busy || phase === 'loading'}>
            {busy ? T.processing : mode === 'add' ? T.addButton : T.updateButton}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

type FormattedField = 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'cvv';

/** A card input that keeps the card rules as the user types (digits only, grouped, cut to length). */
function FormattedInput({
  control,
  name,
  format,
  label,
  error,
  busy,
  autoComplete,
  placeholder,
}: {
  control: Control<PaymentFormValues>;
  name: FormattedField;
  format: (typed: string) => string;
  label: string;
  error?: FieldProps['error'];
  busy: boolean;
  autoComplete: string;
  placeholder: string;
}) {
  return (
    <Field label={label} required error={error}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Input
              {...props}
              ref={field.ref}
              name={field.name}
              inputMode="numeric"
              autoComplete={autoComplete}
              placeholder={placeholder}
              value={field.value}
              onChange={(event) => field.onChange(format(event.target.value))}
              onBlur={field.onBlur}
              disabled={busy}
            />
          )}
        />
      )}
    </Field>
  );
}

/** The card's fields; what is typed here is sent to Accept.js only. */
function CardFields({
  form,
  busy,
  withDefaultChoice,
}: {
  form: UseFormReturn<PaymentFormValues>;
  busy: boolean;
  withDefaultChoice: boolean;
}) {
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <FormattedInput
        control={control}
        name="cardNumber"
        format={formatCardNumberInput}
        label={T.cardNumber}
        error={fieldMessages(errors.cardNumber)}
        busy={busy}
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
      />
      <Row>
        <FormattedInput
          control={control}
          name="expiryMonth"
          format={formatExpiryMonthInput}
          label={T.expiryMonth}
          error={fieldMessages(errors.expiryMonth)}
          busy={busy}
          autoComplete="cc-exp-month"
          placeholder="MM"
        />
        <FormattedInput
          control={control}
          name="expiryYear"
          format={formatExpiryYearInput}
          label={T.expiryYear}
          error={fieldMessages(errors.expiryYear)}
          busy={busy}
          autoComplete="cc-exp-year"
          placeholder="YYYY"
        />
        <FormattedInput
          control={control}
          name="cvv"
          format={formatCvvInput}
          label={T.cvv}
          busy={busy}
          autoComplete="cc-csc"
          placeholder="123"
        />
      </Row>
      <Field label={T.cardName} hint={T.optional}>
        {(props) => <Input {...props} autoComplete="cc-name" disabled={busy} {...register('cardName')} />}
      </Field>
      {withDefaultChoice ? (
        <Check>
          <input type="checkbox" disabled={busy} {...register('isDefault')} /> {T.makeDefault}
        </Check>
      ) : null}
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.badges.info.bg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

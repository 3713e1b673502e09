import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  cardNumberDigits,
  formatCardNumberInput,
  formatCvvInput,
  formatExpiryMonthInput,
  formatExpiryYearInput,
  padExpiryMonth,
  type FieldErrors,
  type PaymentFormValues,
  type PaymentMethod,
  type SavePaymentMethodRequest,
  validatePaymentForm,
} from '@marketplace/contracts';
import { serverMessageOr } from '@marketplace/api-client';
import { Button, Dialog, Field, Input } from '@marketplace/ui';
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
  const [values, setValues] = useState<PaymentFormValues>(EMPTY);
  const [phase, setPhase] = useState<PaymentDialogPhase>('loading');
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  // Loading the tokenising script: the settings first, then the script of their environment.
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

  function reset() {
    setValues(EMPTY);
    setErrors({});
    setMessage(null);
    setPhase('loading');
  }

  function close() {
    if (phase === 'processing') return;
    reset();
    onClose();
  }

  const set = <K extends keyof PaymentFormValues>(field: K, value: PaymentFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'processing') return;
    const problems = validatePaymentForm(values, currentYear ?? new Date().getFullYear());
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
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
  const formError = errors['form']?.[0] ?? null;
  const sandbox = config.data && config.data.environment !== 'production';

  return (
    <Dialog
      open={open}
      onClose={close}
      title={mode === 'add' ? T.addTitle : T.updateTitle}
      description={paymentMethod ? cardLabel(paymentMethod) : undefined}
    >
      <Form onSubmit={(event) => void submit(event)} noValidate aria-busy={phase === 'loading' || busy}>
        {sandbox ? <Notice role="note">{T.sandboxNotice}</Notice> : null}
        {phase === 'loading' ? <Status role="status">{T.loading}</Status> : null}
        {busy ? <Status role="status">{T.processing}</Status> : null}
        {message || formError ? <ErrorText role="alert">{message ?? formError}</ErrorText> : null}
        <Field label={T.cardNumber} required error={errors['cardNumber']}>
          {(props) => (
            <Input
              {...props}
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              value={values.cardNumber}
              onChange={(event) => set('cardNumber', formatCardNumberInput(event.target.value))}
              disabled={busy}
            />
          )}
        </Field>
        <Row>
          <Field label={T.expiryMonth} required error={errors['expiryMonth']}>
            {(props) => (
              <Input
                {...props}
                name="expiryMonth"
                inputMode="numeric"
                autoComplete="cc-exp-month"
                placeholder="MM"
                value={values.expiryMonth}
                onChange={(event) => set('expiryMonth', formatExpiryMonthInput(event.target.value))}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={T.expiryYear} required error={errors['expiryYear']}>
            {(props) => (
              <Input
                {...props}
                name="expiryYear"
                inputMode="numeric"
                autoComplete="cc-exp-year"
                placeholder="YYYY"
                value={values.expiryYear}
                onChange={(event) => set('expiryYear', formatExpiryYearInput(event.target.value))}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={T.cvv} required>
            {(props) => (
              <Input
                {...props}
                name="cvv"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                value={values.cvv}
                onChange={(event) => set('cvv', formatCvvInput(event.target.value))}
                disabled={busy}
              />
            )}
          </Field>
        </Row>
        <Field label={T.cardName} hint={T.optional}>
          {(props) => (
            <Input
              {...props}
              name="cardName"
              autoComplete="cc-name"
              value={values.cardName}
              onChange={(event) => set('cardName', event.target.value)}
              disabled={busy}
            />
          )}
        </Field>
        {mode === 'add' ? (
          <Check>
            <input
              type="checkbox"
              name="isDefault"
              checked={values.isDefault}
              onChange={(event) => set('isDefault', event.target.checked)}
              disabled={busy}
            />{' '}
            {T.makeDefault}
          </Check>
        ) : null}
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

const ErrorText = styled.p`
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

export { PaymentMethodDialog, type PaymentMethodDialogProps, type PaymentDialogPhase } from './PaymentMethodDialog';
export { PaymentMethodsSection, type PaymentMethodsSectionProps } from './PaymentMethodsSection';
export { PAYMENT_TEXTS, cardLabel } from './texts';
export { acceptJsUrlFor, loadAcceptJs, tokenizeCard, CardProviderError, type AcceptJs, type AcceptResponse, type AcceptCardData } from './accept-js';
export { billingKeys, usePaymentConfig, usePaymentMethods, PAYMENT_METHODS_PATHS, PAYMENT_CONFIG_PATH, type BillingAudience } from './api';

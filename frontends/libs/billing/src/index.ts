export { PaymentMethodDialog, type PaymentMethodDialogProps, type PaymentDialogPhase } from './PaymentMethodDialog';
export { PaymentMethodsSection, type PaymentMethodsSectionProps } from './PaymentMethodsSection';
export { BillingHistorySection, type BillingHistorySectionProps } from './BillingHistorySection';
export { PAYMENT_TEXTS, HISTORY_TEXTS, cardLabel } from './texts';
export {
  acceptJsUrlFor,
  loadAcceptJs,
  tokenizeCard,
  CardProviderError,
  type AcceptJs,
  type AcceptResponse,
  type AcceptCardData,
} from './accept-js';
export {
  billingKeys,
  useBillingHistory,
  usePaymentConfig,
  usePaymentMethods,
  BILLING_HISTORY_PATHS,
  PAYMENT_METHODS_PATHS,
  PAYMENT_CONFIG_PATH,
  type BillingAudience,
} from './api';
export { PackageCards, PACKAGE_TEXTS, type PackageCardsProps } from './PackageCards';
export {
  packageKeys,
  usePackages,
  useEmployerCredits,
  usePurchasePackage,
  PACKAGES_PATH,
  EMPLOYER_CREDITS_PATH,
  PURCHASE_PACKAGE_PATH,
} from './packages-api';
export {
  OfferCard,
  OfferFeatures,
  OfferGrid,
  OfferHeader,
  OfferPrice,
  DialogActions,
  PurchaseError,
} from './offer-styles';

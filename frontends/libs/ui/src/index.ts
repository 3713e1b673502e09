// The shared part of the UI kit: the shell provides it eagerly (it is in /jobs's first load) and
// every remote consumes that one copy. Parts /jobs never shows are entry points of their own
// (@marketplace/ui/fields and /nav-cards, like /dates and /forms): each container bundles them
// where it uses them, on demand. contrastRatio is for the theme's tests (./contrast).
export { theme, type Theme, type BadgeTone } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { UiProvider } from './UiProvider';
export { Button, ButtonLink, buttonStyles, type ButtonVariant } from './Button';
export { Card } from './Card';
export { Badge } from './Badge';
export { Dialog, type DialogProps } from './Dialog';
export { ToastProvider, useToast, type ToastAction, type ToastApi, type ToastOptions, type ToastTone } from './Toast';
export { Skeleton } from './Skeleton';
export { Spinner } from './Spinner';
export { VisuallyHidden } from './VisuallyHidden';
export { ErrorState, EmptyState, type ErrorStateProps } from './states';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { PageTitle, PageLead } from './Page';
export { NotFoundPage } from './NotFoundPage';
export { useDocumentTitle, PRODUCT_NAME } from './useDocumentTitle';
export { Avatar, initialsOf, type AvatarProps } from './Avatar';

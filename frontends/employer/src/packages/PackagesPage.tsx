import { useState } from 'react';
import { Link } from 'react-router';
import { EMPLOYER_BILLING_PATH, formatCents, type JobPackage } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import {
  cardLabel,
  DialogActions,
  PackageCards,
  PaymentMethodDialog,
  PurchaseError,
  usePackages,
  usePaymentMethods,
  usePurchasePackage,
} from '@marketplace/billing';
import { CreditsCard } from './CreditsCard';
import {
  Button,
  Dialog,
  ErrorState,
  PageLead,
  PageTitle,
  Skeleton,
  useDocumentTitle,
  useToast,
  VisuallyHidden,
} from '@marketplace/ui';

/** The words of the packages page around the package cards. */
export const PACKAGES_PAGE_TEXTS = {
  title: 'Packages',
  lead: 'Buy job posts for your company. Each job you submit for review uses one; featured posts go to the top of search.',
  buy: 'Buy',
  buying: 'Buying…',
  bought: 'Package bought',
  buyFailed: 'Could not buy the package',
  loadFailed: 'Failed to load the packages',
  back: 'Back',
  manageCards: 'Manage cards',
  addCardFirst: 'Add a card to buy a package: it is charged once, when you buy.',
} as const;

/** /employer/packages: the package cards, buying with the default card, and the company's job posts left. */
export function PackagesPage() {
  useDocumentTitle(PACKAGES_PAGE_TEXTS.title);
  const toast = useToast();
  const packages = usePackages();
  const cards = usePaymentMethods('employer');
  const purchase = usePurchasePackage();
  const [confirming, setConfirming] = useState<{ pkg: JobPackage; idempotencyKey: string } | null>(null);
  const [needsCard, setNeedsCard] = useState<JobPackage | null>(null);
  const defaultCard = cards.data?.paymentMethods.find((card) => card.isDefault) ?? null;

  const choose = (pkg: JobPackage) => {
    purchase.reset();
    if (cards.data && !defaultCard) setNeedsCard(pkg);
    else setConfirming({ pkg, idempotencyKey: crypto.randomUUID() });
  };
  const confirm = () => {
    if (!confirming) return;
    purchase.mutate(
      { packageId: confirming.pkg.id, idempotencyKey: confirming.idempotencyKey },
      {
        onSuccess: ({ credit }) => {
          setConfirming(null);
          toast.show(PACKAGES_PAGE_TEXTS.bought, { tone: 'success', description: credit.packageName });
        },
      },
    );
  };

  if (packages.isPending) {
    return (
      <section aria-busy="true" aria-label="Loading packages">
        <PageTitle>{PACKAGES_PAGE_TEXTS.title}</PageTitle>
        <Skeleton $height="12rem" />
      </section>
    );
  }
  if (packages.isError) {
    return (
      <section>
        <PageTitle>{PACKAGES_PAGE_TEXTS.title}</PageTitle>
        <ErrorState
          title={PACKAGES_PAGE_TEXTS.loadFailed}
          message={errorMessage(packages.error)}
          onRetry={() => void packages.refetch()}
          retrying={packages.isFetching}
        />
      </section>
    );
  }

  return (
    <section>
      <PageTitle>{PACKAGES_PAGE_TEXTS.title}</PageTitle>
      <PageLead>{PACKAGES_PAGE_TEXTS.lead}</PageLead>
      <CreditsCard />
      <PackageCards
        packages={packages.data.packages}
        action={(pkg) => (
          <Button
            onClick={() => choose(pkg)}
            aria-label={`${PACKAGES_PAGE_TEXTS.buy}: ${pkg.name}`}
            disabled={cards.isPending}
          >
            {PACKAGES_PAGE_TEXTS.buy}
          </Button>
        )}
      />

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `${PACKAGES_PAGE_TEXTS.buy} ${confirming.pkg.name}` : PACKAGES_PAGE_TEXTS.buy}
        description={
          confirming && defaultCard
            ? `${formatCents(confirming.pkg.price)}, charged now to ${cardLabel(defaultCard)}.`
            : undefined
        }
      >
        {purchase.isError ? (
          <PurchaseError role="alert">
            {PACKAGES_PAGE_TEXTS.buyFailed}: {errorMessage(purchase.error)}{' '}
            <Link to={EMPLOYER_BILLING_PATH}>{PACKAGES_PAGE_TEXTS.manageCards}</Link>
          </PurchaseError>
        ) : null}
        <DialogActions>
          <Button $variant="secondary" onClick={() => setConfirming(null)}>
            {PACKAGES_PAGE_TEXTS.back}
          </Button>
          <Button onClick={confirm} disabled={purchase.isPending}>
            {purchase.isPending ? PACKAGES_PAGE_TEXTS.buying : PACKAGES_PAGE_TEXTS.buy}
          </Button>
        </DialogActions>
      </Dialog>

      <PaymentMethodDialog
        open={needsCard !== null}
        audience="employer"
        onClose={() => setNeedsCard(null)}
        onSaved={() => {
          const pkg = needsCard;
          setNeedsCard(null);
          if (pkg) setConfirming({ pkg, idempotencyKey: crypto.randomUUID() });
        }}
      />
      <VisuallyHidden role="status">{needsCard ? PACKAGES_PAGE_TEXTS.addCardFirst : ''}</VisuallyHidden>
    </section>
  );
}

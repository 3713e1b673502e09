import { useEffect } from 'react';

export const PRODUCT_NAME = 'Nestwork';

/** Sets the browser tab title for the current page: "<page> · Nestwork". */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
}

import { useEffect } from 'react';

export const SITE_NAME = 'Học viện Marketing Thực Chiến';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

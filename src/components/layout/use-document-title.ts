import { useEffect } from 'react';
import { BRAND_NAME } from './brand';

// Its own module so the home route does not pull in every screen title.
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
}

import { useEffect, useRef } from 'react';
import { useDocumentTitle } from '../../components/layout/use-document-title';

/**
 * A page's heading, and the tab's title: the focus moves to it when the page or its state is shown, so a screen
 * reader or keyboard user starts reading from its top.
 */
export function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(children);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [children]);
  return (
    <h1 className="page__title adventures__title" ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

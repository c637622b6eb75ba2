import { useEffect, useRef } from 'react';
import { useDocumentTitle } from '../../../components/layout/use-document-title';

/**
 * A step's heading, and the tab's title: the focus moves to it when the step is shown, so a screen reader
 * or keyboard user starts reading the new step from its top.
 */
export function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(children);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 className="page__title tours-shop__title" ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

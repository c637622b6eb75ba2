import type { ServerMessage } from '../../../domain/errors/server-message';
import { useMessage } from '../../i18n/use-message';
import { useRevealOnRefusal } from './reveal';

/**
 * Errors of a step that belong to no field, announced as soon as they appear and brought into view
 * with the focus on them (a phone user must not have to look for them). Every flow's pages use it.
 */
export function StepErrors({ errors }: { errors: readonly ServerMessage[] }) {
  const message = useMessage();
  const ref = useRevealOnRefusal<HTMLDivElement>(errors.length > 0 ? errors : null);
  if (errors.length === 0) return null;
  return (
    <div className="step-errors" role="alert" ref={ref} data-reveal tabIndex={-1}>
      {errors.map((error, index) => (
        <p key={`${error.code}-${index}`} className="step-errors__item">
          {message(error)}
        </p>
      ))}
    </div>
  );
}

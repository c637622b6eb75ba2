import type { ServerMessage } from '../../../../domain/errors/server-message';
import { useMessage } from '../../../i18n/use-message';

/** Errors of a step that belong to no field, announced as soon as they appear. */
export function StepErrors({ errors }: { errors: readonly ServerMessage[] }) {
  const message = useMessage();
  if (errors.length === 0) return null;
  return (
    <div className="step-errors" role="alert">
      {errors.map((error, index) => (
        <p key={`${error.code}-${index}`} className="step-errors__item">
          {message(error)}
        </p>
      ))}
    </div>
  );
}

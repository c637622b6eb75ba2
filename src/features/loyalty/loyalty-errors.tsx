import type { ServerMessage } from '../../../domain/errors/server-message';
import { useMessage } from '../../i18n/use-message';

/** A refusal that concerns no field of the form (authentication failed, too many attempts). */
export function LoyaltyErrors({ errors, fields }: { errors: ServerMessage[]; fields: string[] }) {
  const message = useMessage();
  const general = errors.filter((e) => !e.field || !fields.includes(e.field));
  if (general.length === 0) return null;
  return (
    <div className="loyalty-errors" role="alert" data-reveal>
      {general.map((e) => (
        <p key={e.code} style={{ margin: 0 }}>
          {message(e)}
        </p>
      ))}
    </div>
  );
}

/** The text of the refusal on `field`, if any. */
export function useFieldError(errors: ServerMessage[]) {
  const message = useMessage();
  return (field: string) => {
    const found = errors.find((e) => e.field === field);
    return found ? message(found) : undefined;
  };
}

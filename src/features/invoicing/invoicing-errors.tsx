import { useLingui } from '@lingui/react/macro';
import type { ServerMessage } from '../../../domain/errors/server-message';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import { useMessage } from '../../i18n/use-message';
import { useFormats } from '../../i18n/formats';

/** The chart's refusals, brought into view; the deadline names its date. */
export function InvoicingErrors({ errors, limitDate }: { errors: ServerMessage[]; limitDate: string | null }) {
  const text = useMessage();
  const { t } = useLingui();
  const formats = useFormats();
  const ref = useRevealOnRefusal<HTMLDivElement>(errors.length > 0 ? errors : null);
  if (errors.length === 0) return null;
  return (
    <div className="step-errors invoicing__errors" role="alert" ref={ref} data-reveal>
      {errors.map((e) => (
        <p className="step-errors__item" key={`${e.code}-${e.field ?? ''}`}>
          {text(e)}
          {e.code === 'limit_invoicing_date' && limitDate ? ` ${t`Fecha límite: ${formats.date(limitDate)}.`}` : ''}
        </p>
      ))}
    </div>
  );
}

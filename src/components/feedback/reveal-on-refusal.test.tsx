// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealOnRefusal } from './reveal';

afterEach(cleanup);

type Message = { code: string; field?: string };

/** A form like the itinerary's find page: the messages not about a field, filtered afresh on every render. */
function Form({ errors }: { errors: Message[] }) {
  const [code, setCode] = useState('');
  const general = errors.filter((error) => !error.field);
  const ref = useRevealOnRefusal<HTMLDivElement>(general.length > 0 ? general : null);
  return (
    <form>
      {general.length > 0 ? (
        <div role="alert" ref={ref} data-reveal tabIndex={-1}>
          {general.map((error) => error.code).join(' ')}
        </div>
      ) : null}
      <label>
        Code
        <input value={code} onChange={(event) => setCode(event.target.value)} />
      </label>
    </form>
  );
}

describe('useRevealOnRefusal', () => {
  it('reveals a refusal once: typing a new code after it keeps every letter in the field', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<Form errors={[{ code: 'reservation_not_found' }]} />);
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'reservation_not_found');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    await userEvent.type(screen.getByLabelText('Code'), 'PV0042');
    expect(screen.getByLabelText('Code')).toHaveProperty('value', 'PV0042');
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('reveals the next refusal, even with the same message, and nothing when cleared', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const view = render(<Form errors={[{ code: 'reservation_not_found' }]} />);
    view.rerender(<Form errors={[]} />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    view.rerender(<Form errors={[{ code: 'reservation_not_found' }]} />);
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});

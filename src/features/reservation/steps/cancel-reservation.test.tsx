// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertStack } from '../../../components/feedback/alert-stack';
import { DialogHost } from '../../../components/feedback/dialog-host';
import { closeDialog, dismissAlert } from '../../../components/feedback/global-ui-store';
import { AdditionalsStep } from './additionals-step';
import { CancelReservation } from './cancel-reservation';
import { dayPage, ok, refused, renderWithFlow, startFlow, toAdditionals, toSchedules, type Flow } from './reservation-steps.test-fixture';

afterEach(() => {
  act(() => {
    closeDialog();
    dismissAlert('reservation-cancelled');
  });
  cleanup();
});

function renderStep(flow: Flow) {
  renderWithFlow((
    <>
      <AdditionalsStep actor={flow.actor} />
      <CancelReservation actor={flow.actor} />
      <DialogHost />
      <AlertStack />
    </>
  ));
}

const control = () => screen.queryByRole('button', { name: 'Cancelar reservación' });

async function confirmCancelling() {
  await userEvent.click(control()!);
  const dialog = screen.getByRole('dialog', { name: '¿Cancelar tu reservación?' });
  expect(dialog.textContent).toContain('Los asientos que apartaste se liberarán');
  await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar reservación' }));
}

describe('cancel reservation', () => {
  it('is not offered where the chart does not take it (the schedules step)', async () => {
    const flow = startFlow();
    await toSchedules(flow);
    await flow.answer('loadSchedules', ok(dayPage));
    renderStep(flow);
    expect(control()).toBeNull();
  });

  it('asks first: keeping the purchase sends nothing; confirming deletes it and leaves the notice', async () => {
    const flow = startFlow();
    await toAdditionals(flow);
    renderStep(flow);
    await userEvent.click(control()!);
    await userEvent.click(screen.getByRole('button', { name: 'No, seguir con mi compra' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(flow.calls.deleteReservation).toHaveLength(0);

    await confirmCancelling();
    expect(flow.lastInput('deleteReservation')).toMatchObject({ code: 'PV0001' });
    expect(screen.getByRole('status').textContent).toBe('Cancelando tu reservación…');
    expect(control()).toBeNull();
    await flow.answer('deleteReservation', ok(null));
    expect(flow.actor.getSnapshot().matches('search')).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Cancelamos tu reservación y liberamos tus asientos.');
  });

  it('a refusal stays on the step with its reason, and no notice is left waiting', async () => {
    const flow = startFlow();
    await toAdditionals(flow);
    renderStep(flow);
    await confirmCancelling();
    await flow.answer('deleteReservation', refused('already_paid', 'code'));
    expect(screen.getByRole('alert').textContent).toContain('La reservación ya fue pagada.');
    expect(screen.getByRole('heading', { name: 'Servicios adicionales' })).toBeTruthy();
    expect(control()).not.toBeNull();
    // A later return to the search (the traveller leaves) raises no "cancelled" notice.
    flow.send({ type: 'flow.leave' });
    expect(screen.queryByText('Cancelamos tu reservación y liberamos tus asientos.')).toBeNull();
  });
});

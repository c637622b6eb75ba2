import { describe, expect, it } from 'vitest';
import { ok, refused, settle, validContact, validTravellers } from './reservation.test-harness';
import { toContact } from './reservation.test-flow';

// A frequent traveller signing in on the contact step (docs/rules/loyalty.md#members-in-the-booking-flow, decision 034): the chart links them to the
// reservation through the websale `traveller` operation and keeps what it answers; a refusal is shown on
// the step, which goes on as before.

const linking = { booking: { step: { contact: 'linking' } } } as const;
const editing = { booking: { step: { contact: 'editing' } } } as const;

describe('reservation chart: linking a frequent traveller', () => {
  it('asks to link the member with points chosen, and keeps exist_traveller and active_reward from the answer', async () => {
    const h = await toContact();
    h.actor.send({ type: 'traveller.link' });
    await settle();
    expect(h.actor.getSnapshot().matches(linking)).toBe(true);
    expect(h.lastInput('linkTraveller')).toEqual({ code: 'PV0001', flowToken: 'flow-PV0001', activeReward: true });
    await h.answer('linkTraveller', ok({ exist_traveller: true, active_reward: true }));
    const { context } = h.actor.getSnapshot();
    expect(h.actor.getSnapshot().matches(editing)).toBe(true);
    expect(context.reservation).toMatchObject({ exist_traveller: true, active_reward: true });
    expect(context.errors).toEqual([]);
  });

  it('shows a refused link (the session ended) on the step, and the traveller goes on as a guest', async () => {
    const h = await toContact();
    h.actor.send({ type: 'traveller.link' });
    await settle();
    await h.answer('linkTraveller', refused('traveller_session_invalid'));
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.matches(editing)).toBe(true);
    expect(snapshot.context.errors.map((e) => e.code)).toEqual(['traveller_session_invalid']);
    expect(snapshot.context.reservation.exist_traveller).toBe(false);
    h.actor.send({ type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers });
    await settle();
    expect(h.actor.getSnapshot().matches({ booking: { step: { contact: 'saving' } } })).toBe(true);
    // A new submit clears the old refusal.
    expect(h.actor.getSnapshot().context.errors).toEqual([]);
  });

  it('does not save the contact while the link is on its way, and a broken connection lands back on the step', async () => {
    const h = await toContact();
    h.actor.send({ type: 'traveller.link' });
    await settle();
    h.actor.send({ type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers });
    await settle();
    expect(h.actor.getSnapshot().matches(linking)).toBe(true);
    expect(h.calls.saveContact).toHaveLength(0);
    await h.fail('linkTraveller');
    expect(h.actor.getSnapshot().matches(editing)).toBe(true);
    expect(h.actor.getSnapshot().context.errors.length).toBeGreaterThan(0);
  });

  it('keeps the member first linked: signing in as someone else links nothing and moves neither points nor tier', async () => {
    const h = await toContact();
    h.actor.send({ type: 'traveller.link', member: { identify_card: '3200000002', tier: 'gold' } });
    await settle();
    await h.answer('linkTraveller', ok({ exist_traveller: true, active_reward: true }));
    expect(h.actor.getSnapshot().context.member).toEqual({ identify_card: '3200000002', tier: 'gold' });
    h.actor.send({ type: 'traveller.link', member: { identify_card: '3300000003', tier: 'platinum' } });
    await settle();
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.matches(editing)).toBe(true);
    expect(h.calls.linkTraveller).toHaveLength(1);
    expect(snapshot.context.member).toEqual({ identify_card: '3200000002', tier: 'gold' });
  });

  it('forgets a member whose link was refused, so no luggage of theirs is shown', async () => {
    const h = await toContact();
    h.actor.send({ type: 'traveller.link', member: { identify_card: '3300000003', tier: 'platinum' } });
    await settle();
    await h.answer('linkTraveller', refused('traveller_not_of_booking'));
    expect(h.actor.getSnapshot().context.member).toBeNull();
  });
});

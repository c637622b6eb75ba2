import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { assign, setup } from 'xstate';
import { catchUpPage, createFlowBinding, type Arrival, type GuardArgs } from './flow-binding';

// Decision 039: a page the flow lets render before its chart (a pre-rendered page) does not wait for
// the chart when it is the first page of a visit; the chart loads afterwards and is told the entry
// the page's guard would have sent. Any other arrival loads the chart first, as before.

type Page = 'start' | 'step';
// The chart keeps the entries it was told; `at` is the page its state belongs on (a restored booking
// may be further on than the page opened).
const chart = setup({ types: { events: {} as { type: 'enter'; arrival: Arrival }, context: {} as { entries: Arrival[] } } }).createMachine({
  context: { entries: [] },
  on: { enter: { actions: assign({ entries: ({ context, event }) => [...context.entries, event.arrival] }) } },
});

function binding({ follow, at = 'start' }: { follow: boolean; at?: Page }) {
  const start = vi.fn(async () => ({ logic: chart, input: undefined }));
  const flow = createFlowBinding<typeof chart, Page>({
    start,
    pageOf: () => at,
    pathOf: (page) => (page === 'start' ? '/flow' : '/flow/step'),
    pageOfPath: (pathname) => (pathname === '/flow' ? 'start' : pathname === '/flow/step' ? 'step' : null),
    langOfPath: () => 'es',
    enter: (_page, arrival) => ({ event: { type: 'enter', arrival }, follow }),
    exitPath: () => '/',
    rendersBeforeChart: (page) => page === 'start',
  });
  return { flow, start };
}

const args = (pathname: string, previous: string | null): GuardArgs => ({ context: { previousPath: () => previous }, location: { pathname }, preload: false });

describe('a first page that renders before its chart', () => {
  it('passes its guards without loading the chart, which is entered once loaded', async () => {
    const { flow, start } = binding({ follow: false });
    await flow.layoutBeforeLoad(args('/flow', null));
    await flow.pageBeforeLoad('start')(args('/flow', null));
    expect(start).not.toHaveBeenCalled();
    expect(flow.entryPending()).toBe(true);

    const actor = await flow.load();
    expect(actor.getSnapshot().context.entries).toEqual(['first']);
    expect(flow.entryPending()).toBe(false);
    expect(flow.takeEntryRedirect()).toBeNull();
  });

  it('keeps where the entry sends the traveller, for the layout to follow once', async () => {
    const { flow } = binding({ follow: true, at: 'step' });
    await flow.pageBeforeLoad('start')(args('/flow', null));
    await flow.load();
    expect(flow.takeEntryRedirect()).toBe('/flow/step');
    expect(flow.takeEntryRedirect()).toBeNull();
  });

  it('loads the chart first on any other arrival, and on pages that do not render before it', async () => {
    const fromHome = binding({ follow: true });
    await fromHome.flow.pageBeforeLoad('start')(args('/flow', '/'));
    expect(fromHome.start).toHaveBeenCalledOnce();
    expect(fromHome.flow.current()?.getSnapshot().context.entries).toEqual(['outside']);

    const stepFirst = binding({ follow: true, at: 'start' });
    const refused = await stepFirst.flow.pageBeforeLoad('step')(args('/flow/step', null)).catch((thrown: unknown) => thrown);
    expect(stepFirst.start).toHaveBeenCalledOnce();
    expect(isRedirect(refused)).toBe(true);
  });
});

// The layout starts following the chart after the page's guard, once the page's code has loaded: a move
// the chart made in between (a kept reservation found while the find page loaded) must still be followed.
describe('catching up with a move made before the layout follows', () => {
  type Where = 'search' | 'detail';
  const opening = setup({ types: { events: {} as { type: 'found' } } }).createMachine({
    initial: 'opening',
    states: { opening: { on: { found: 'viewing' } }, viewing: {} },
  });
  const pageOf = (snapshot: { value: unknown }): Where | null => (snapshot.value === 'viewing' ? 'detail' : null);
  const flowOf = (follow: boolean) =>
    createFlowBinding<typeof opening, Where>({
      start: async () => ({ logic: opening, input: undefined }),
      pageOf,
      pathOf: (page) => `/mine/${page}`,
      pageOfPath: (pathname) => (pathname === '/mine/search' ? 'search' : pathname === '/mine/detail' ? 'detail' : null),
      langOfPath: () => 'es',
      enter: () => ({ follow }),
      exitPath: () => '/',
    });

  it('sends the address to the page the chart moved to after the guard let the traveller in', async () => {
    const flow = flowOf(true);
    await flow.pageBeforeLoad('search')(args('/mine/search', null));
    expect(flow.enteredPage()).toBeNull();
    const actor = flow.current()!;
    actor.send({ type: 'found' });
    expect(catchUpPage(flow.enteredPage(), pageOf(actor.getSnapshot()), 'search')).toBe('detail');
  });

  it('keeps the address when the chart has not moved since, even on another page (follow: false)', async () => {
    const flow = flowOf(false);
    const actor = await flow.load();
    actor.send({ type: 'found' });
    await flow.pageBeforeLoad('search')(args('/mine/search', '/mine/search'));
    expect(flow.enteredPage()).toBe('detail');
    expect(catchUpPage(flow.enteredPage(), pageOf(actor.getSnapshot()), 'search')).toBeNull();
    expect(catchUpPage(undefined, 'detail', 'search')).toBeNull();
  });
});

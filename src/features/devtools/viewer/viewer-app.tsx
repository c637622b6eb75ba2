import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { activePaths, chartView, countView, describeValue, type ViewerChart } from './chart-view';
import { actorsOf, applyLiveMessage, clockTime, isHighlighted, isLive, statusText, type LiveActor, type LiveActors } from './live-actors';
import { LIVE_CHANNEL, parseLiveMessage } from './live-protocol';
import { StateBox, stateDomId } from './state-box';

// The offline statechart viewer (statecharts.html, docs/decisions/010): the list of charts, the
// selected one drawn as nested boxes, and the live actors the site's tabs report on the
// BroadcastChannel, whose active states are highlighted. Location: `#/<chart>` or
// `#/<chart>/<state path>` (a transition's target link), so a chart can be linked to.

function parseHash(hash: string): { chart: string | undefined; path: string | undefined } {
  const [chart, ...rest] = decodeURIComponent(hash.replace(/^#\/?/, '')).split('/');
  return { chart: chart || undefined, path: rest.length ? rest.join('/') : undefined };
}

function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

type Feed = { actors: LiveActors; supported: boolean };

function useLiveActors(): Feed {
  const supported = typeof BroadcastChannel !== 'undefined';
  const [actors, setActors] = useState<LiveActors>(() => new Map());
  useEffect(() => {
    if (!supported) return;
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const message = parseLiveMessage(event.data);
      if (message) setActors((current) => applyLiveMessage(current, message));
    };
    // Tabs of the site opened before this page answer with the latest snapshot of each live actor.
    channel.postMessage({ type: 'hello' });
    return () => channel.close();
  }, [supported]);
  return { actors, supported };
}

export function ViewerApp({ charts }: { charts: ViewerChart[] }): ReactNode {
  const hash = useHash();
  const { actors, supported } = useLiveActors();
  const wanted = parseHash(hash);
  const selected = charts.find((chart) => chart.name === wanted.chart) ?? charts[0];

  // Follow a target link: bring the state into view and move the focus to its name.
  useEffect(() => {
    if (!selected || wanted.path === undefined) return;
    const heading = document.getElementById(`${stateDomId(selected.name, wanted.path)}-name`);
    heading?.scrollIntoView({ block: 'center' });
    heading?.focus({ preventScroll: true });
  }, [selected, wanted.path]);

  useEffect(() => {
    document.title = selected ? `${selected.name} · Statecharts` : 'Statecharts';
  }, [selected]);

  return (
    <div className="viewer">
      <header className="viewer__header">
        <h1>Statecharts</h1>
        <p>
          Every chart in <code>machines/</code>, drawn from the machine itself. Use the site in another tab of this browser and
          the active states of its flows light up here as they change.
        </p>
      </header>
      <nav className="viewer__nav" aria-labelledby="charts-heading">
        <h2 id="charts-heading">Charts</h2>
        <ul>
          {charts.map((chart) => {
            const live = actorsOf(actors, chart.machine.id).filter(isLive).length;
            return (
              <li key={chart.name}>
                <a href={`#/${chart.name}`} aria-current={chart === selected ? 'page' : undefined}>
                  <span className="viewer__chart-name">{chart.name}</span>
                  {live > 0 && <span className="viewer__live-count">{live} live</span>}
                </a>
              </li>
            );
          })}
        </ul>
        {!supported && <p role="alert">This browser has no BroadcastChannel: the live state cannot be shown.</p>}
      </nav>
      <main className="viewer__main">{selected ? <ChartPanel key={selected.name} chart={selected} actors={actors} /> : <p>No chart found.</p>}</main>
    </div>
  );
}

function ChartPanel({ chart, actors }: { chart: ViewerChart; actors: LiveActors }): ReactNode {
  const view = useMemo(() => chartView(chart.machine), [chart]);
  const counts = useMemo(() => countView(view), [view]);
  const mine = actorsOf(actors, chart.machine.id);
  const active = useMemo(() => {
    const paths = new Set<string>();
    for (const actor of mine) if (isHighlighted(actor)) for (const path of activePaths(actor.value)) paths.add(path);
    return paths;
  }, [mine]);
  return (
    <>
      <h2>{chart.name}</h2>
      <p className="chart__meta">
        <code>{chart.exportName}</code> (machine id <code>{chart.machine.id}</code>) from <code>{chart.file}</code> · {counts.states} states ·{' '}
        {counts.transitions} transitions listed
      </p>
      <section className="live" aria-labelledby="live-heading">
        <h3 id="live-heading">Live actors</h3>
        {mine.length === 0 ? (
          <p className="live__none">No actor of this chart is running in an open tab of the site.</p>
        ) : (
          <ul aria-live="polite">
            {mine.map((actor) => (
              <ActorLine key={actor.key} actor={actor} />
            ))}
          </ul>
        )}
      </section>
      <Legend />
      <section className="chart" aria-labelledby="states-heading">
        <h3 id="states-heading" className="visually-hidden">
          States of {chart.name}
        </h3>
        <StateBox chart={chart.name} state={view} depth={1} active={active} />
      </section>
    </>
  );
}

function ActorLine({ actor }: { actor: LiveActor }): ReactNode {
  const live = isLive(actor);
  return (
    <li className={live ? 'live__actor live__actor--on' : 'live__actor'}>
      <span className="live__dot" aria-hidden="true" />
      <strong>{actor.machineId}</strong> <span className="live__id">({actor.actorId})</span> — {statusText(actor)}, updated{' '}
      <time dateTime={new Date(actor.at).toISOString()}>{clockTime(actor.at)}</time>
      {' · '}
      <span className="live__value">{describeValue(actor.value)}</span>
    </li>
  );
}

function Legend(): ReactNode {
  return (
    <details className="legend">
      <summary>How to read the chart</summary>
      <ul>
        <li>Each state is a box; the states inside a compound state are nested boxes, the regions of a parallel state sit side by side with dashed borders.</li>
        <li>
          <span aria-hidden="true">●→</span> marks the initial state of each level; <em>final</em> states have a double border; <em>H</em> / <em>H*</em> are
          shallow / deep history states.
        </li>
        <li>
          Each transition reads <code>event [guard] → target</code>: <code>after &lt;delay&gt;</code> is delayed, <code>onDone</code> /{' '}
          <code>onError &lt;actor&gt;</code> follow an invoked actor, <code>always</code> is eventless; guarded alternatives are listed in the order they are
          tried.
        </li>
        <li>The active states of the flows running in an open tab are highlighted (marked “active”): the leaves and all their ancestors.</li>
      </ul>
    </details>
  );
}

import type { ReactNode } from 'react';
import type { StateView, TransitionView } from './chart-view';

// One state drawn as a box: its name and kind, its own transitions (`event [guard] → target`), the
// actors it invokes, and its children nested inside (a compound state's children in a grid, a
// parallel state's regions side by side with dashed borders). Active states carry aria-current.

export const stateDomId = (chart: string, path: string) => `state-${chart}-${path || '(root)'}`;
export const stateHref = (chart: string, path: string) => `#/${chart}/${path}`;

const KIND_TEXT: Record<StateView['kind'], string> = {
  atomic: 'state',
  compound: 'compound',
  parallel: 'parallel',
  final: 'final',
  history: 'history',
};

interface BoxProps {
  chart: string;
  state: StateView;
  depth: number;
  active: ReadonlySet<string>;
  /** The parent is parallel: this box is one of its regions. */
  region?: boolean;
}

const descendants = (state: StateView): number => state.children.reduce((sum, child) => sum + 1 + descendants(child), 0);

export function StateBox({ chart, state, depth, active, region = false }: BoxProps): ReactNode {
  const isActive = active.has(state.path);
  // A big region takes a whole row; small ones share it.
  const wide = region && descendants(state) > 6;
  const Heading = `h${Math.min(depth + 3, 6)}` as 'h3' | 'h4' | 'h5' | 'h6';
  const id = stateDomId(chart, state.path);
  const kind = state.kind === 'history' ? (state.history === 'deep' ? 'deep history (H*)' : 'history (H)') : KIND_TEXT[state.kind];
  const classes = ['state', `state--${state.kind}`, region && 'state--region',
    wide && 'state--wide', isActive && 'state--active', state.path === '' && 'state--root']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={classes} aria-labelledby={`${id}-name`} aria-current={isActive ? 'true' : undefined} data-state-path={state.path}>
      <header className="state__header">
        {state.initial && state.path !== '' && (
          <span className="state__initial" title="initial state">
            <span aria-hidden="true">●→</span>
            <span className="visually-hidden">initial</span>
          </span>
        )}
        <Heading className="state__name" id={`${id}-name`} tabIndex={-1}>
          {state.kind === 'history' ? (state.history === 'deep' ? 'H*' : 'H') : state.key}
        </Heading>
        <span className={`state__kind state__kind--${state.kind}`}>{region ? `region · ${kind}` : kind}</span>
        {isActive && <span className="state__active-badge">active</span>}
      </header>
      {state.invokes.length > 0 && (
        <p className="state__invokes">
          invokes{' '}
          {state.invokes.map((src, index) => (
            <span key={`${src}-${index}`}>
              {index > 0 && ', '}
              <code>{src}</code>
            </span>
          ))}
        </p>
      )}
      {state.transitions.length > 0 && (
        <ul className="state__transitions" aria-label={`Transitions of ${state.key}`}>
          {state.transitions.map((t, index) => (
            <Transition key={index} chart={chart} transition={t} />
          ))}
        </ul>
      )}
      {state.children.length > 0 && (
        <div className={state.kind === 'parallel' ? 'state__regions' : 'state__children'}>
          {state.children.map((child) => (
            <StateBox key={child.path} chart={chart} state={child} depth={depth + 1} active={active} region={state.kind === 'parallel'} />
          ))}
        </div>
      )}
    </section>
  );
}

function Transition({ chart, transition }: { chart: string; transition: TransitionView }): ReactNode {
  return (
    <li className="transition">
      <code className="transition__event">{transition.event}</code>
      {transition.guard !== undefined && <span className="transition__guard"> [{transition.guard}]</span>}
      <span className="transition__arrow" aria-label="goes to">
        {' → '}
      </span>
      {transition.targets.length === 0 ? (
        <span className="transition__stay">stays (actions only)</span>
      ) : (
        transition.targets.map((target, index) => (
          <span key={target.path}>
            {index > 0 && ', '}
            <a className="transition__target" href={stateHref(chart, target.path)} title={target.path || target.label}>
              {target.label}
            </a>
          </span>
        ))
      )}
    </li>
  );
}

// xstate's actor runtime, loaded with the first chart a binding starts (flow-binding.ts): named
// imports keep it tree-shaken, where `import('xstate')` would keep every export of the library.
export { createActor } from 'xstate';

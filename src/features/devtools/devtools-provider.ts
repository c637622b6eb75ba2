// What other features may use of the developer tools: the one seam every chart goes through, and
// the inspect callback for the app's small shell actors.
export { attachDevtools, type Devtools } from './devtools-seam';
export { inspect } from './inspection';

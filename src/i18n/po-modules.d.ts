// The Lingui Vite plugin turns a .po import into a compiled catalog module.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

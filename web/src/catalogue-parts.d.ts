// A part of a catalogue, compiled by web/vite-plugins/catalogue-parts.ts into its messages.
declare module '*?part=shell' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*?part=deferred' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*?part=collection' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*?part=rates' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*?part=product' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*?part=account' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*?part=orders' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*?part=pages' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*?part=all' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// What other features may use of push notifications (docs/rules/site.md#push-notifications): the button and the adapter.
export { PushButton } from './push-button';
export { noPushProvider, type PushAdapter } from './push-adapter';
export { pushOfferedOn, registerForPush } from './push-helper';

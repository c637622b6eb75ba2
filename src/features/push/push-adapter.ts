// Push notifications (docs/rules/site.md#push-notifications) go through a provider's SDK (OneSignal, Firebase…). The app
// speaks to this adapter only; no provider is wired by default, so nothing is loaded or asked.

export interface PushAdapter {
  /** A provider is configured and this browser can receive its notifications. */
  readonly supported: boolean;
  /** Notifications are enabled on this device (permission granted and subscribed). */
  isEnabled(): Promise<boolean>;
  /** Asks the visitor's permission and subscribes; true when enabled afterwards. */
  enable(): Promise<boolean>;
  /** The provider's id for this device's user, or null when not subscribed. */
  userId(): Promise<string | null>;
  /** Tags the device (language, a traveller with tickets…) so notifications can be aimed. */
  sendTag(key: string, value: string): Promise<void>;
}

export const noPushProvider: PushAdapter = {
  supported: false,
  isEnabled: async () => false,
  enable: async () => false,
  userId: async () => null,
  sendTag: async () => undefined,
};

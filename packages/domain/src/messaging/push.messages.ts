// App notifications on this device (docs/decisions/307): every user-visible string. Wording ours (no spec text).

export const PushTexts = {
  toggle: 'Allow app notifications on this device',
  toggleHelp: 'Messages from the association appear on this device even when the portal is closed.',
  saved: 'App notifications are on for this device.',
  removed: 'App notifications are off for this device.',
  badSubscription: 'This browser gave a notification subscription the portal cannot use.',
  unsupported: 'This browser cannot show app notifications. On an iPhone, add the portal to the Home Screen first.',
  denied: 'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
  failed: 'App notifications could not be turned on in this browser. Try again later.',
} as const;

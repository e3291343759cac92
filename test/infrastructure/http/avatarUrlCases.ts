/**
 * A member's picture as the wire may give it, and what the readers make of it (readers' `readAvatarUrl`, SafeUrl):
 * a safe address as it was checked, anything else as none, which the app shows as initials.
 */
export const AVATAR_URL_CASES: readonly { what: string; wire: string | undefined; read: string | null }[] = [
  { what: 'an https picture', wire: 'https://images.example.com/ada.png', read: 'https://images.example.com/ada.png' },
  { what: 'an upload of the Node server on loopback', wire: 'http://127.0.0.1:4010/v2/uploads/upl-1', read: 'http://127.0.0.1:4010/v2/uploads/upl-1' },
  { what: 'a picture of the app’s own site', wire: '/demo/avatar-giulia.svg', read: '/demo/avatar-giulia.svg' },
  { what: 'a script', wire: 'javascript:alert(1)', read: null },
  { what: 'plain http to another host', wire: 'http://images.example.com/ada.png', read: null },
  { what: 'another site’s address written as relative', wire: '//evil.example/ada.png', read: null },
  { what: 'no field (a server that does not send it yet)', wire: undefined, read: null },
];

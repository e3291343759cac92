/** Strings of the manager area (issue 12). */
export const manageEn = {
  'manage.title': 'Manage',
  'manage.nav.label': 'Manager area',
  'manage.intro': 'Administer {{network}}: see how the community is doing.',
  'manage.section.engagement': 'Engagement',
  'manage.section.engagement.description': 'Members, sessions, comments, messages and more, day by day.',
  'manage.refused.title': 'Managers only',
  'manage.refused.body': 'Only the managers of {{network}} can open this area.',
  'manage.refused.guestBody': 'Only the managers of {{network}} can open this area. If you manage it, sign in.',
  'manage.refused.signIn': 'Sign in',
} as const;

export type ManageMessageKey = keyof typeof manageEn;

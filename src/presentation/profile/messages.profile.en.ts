/** Strings of the complete-profile prompt and the consent queue: loaded with their lazy chunk (spec §4, §5). */
export const profileEn = {
  'profile.close': 'Close',
  'profile.complete.title': 'About you',
  'profile.complete.intro': 'Tell the other members a little about yourself. Fields marked with * are required.',
  'profile.fields.firstName': 'First name',
  'profile.fields.lastName': 'Last name',
  'profile.fields.birthday': 'Birthday',
  'profile.fields.birthdayHint': 'Your birthday is not shown publicly.',
  'profile.fields.loadingQuestions': 'Loading the questions of this network…',
  'profile.complete.save': 'Save',
  'profile.complete.saved': 'Your profile has been saved.',
  'profile.consent.label': 'Your consent',
  'profile.consent.promotional.title': 'News and offers',
  'profile.consent.promotional.body':
    '{{name}} would like to send you news, offers and promotions. You can withdraw your consent at any time.',
  'profile.consent.connecting.title': 'Offers from partners',
  'profile.consent.connecting.body':
    '{{name}} would like to share your contact details with its partners, so that they can send you their own offers. You can withdraw your consent at any time.',
  'profile.consent.profiling.title': 'A personalised experience',
  'profile.consent.profiling.body':
    '{{name}} would like to use your activity in the network to suggest contents and offers that suit you. You can withdraw your consent at any time.',
  'profile.consent.accept': 'Accept',
  'profile.consent.decline': 'Decline',
} as const;

export type ProfileMessageKey = keyof typeof profileEn;

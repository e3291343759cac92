/**
 * Strings of the lazily loaded network pages (spec §2): policies, intro landing, account deletion,
 * e-mail preferences. Section bodies use a small markup read by PolicyText:
 * paragraphs are separated by a blank line, and a paragraph whose lines start with '- ' is a list.
 */
export const pagesEn = {
  'pages.policies.title': 'Terms and policies',
  'pages.policies.intro': 'These documents explain the rules of {{name}}, how your personal data are handled and which cookies the app uses. Please read them before you join.',
  'pages.policies.privacySummary': 'Which personal data we collect, why, how long we keep them and what your rights are.',
  'pages.policies.conductSummary': 'How members are expected to behave, and what happens when someone does not.',
  'pages.policies.cookiesSummary': 'Which cookies the app sets, what each one does, how long it lasts and how to change your choices.',
  'pages.policies.deleteAccount': 'Delete my account',
  'pages.policies.deleteAccountSummary': 'How to delete your account, and what happens to your data.',
  'pages.policies.all': 'All terms and policies',
  'pages.policies.related': 'Related documents',
  'pages.policies.updated': 'Last updated: {{date}}',

  'pages.privacy.title': 'Privacy policy',
  'pages.privacy.intro':
    'This policy explains how the personal data of the members and visitors of {{name}} are handled when they use this app: which data, for what purposes and on which legal basis, for how long, and which rights you have. It follows the EU General Data Protection Regulation (GDPR).',
  'pages.privacy.controller.heading': 'Who is responsible for your data',
  'pages.privacy.controller.body':
    'The data controller is the organisation that runs {{name}}. The community platform that hosts the network processes the data on its behalf, as a data processor, under a written agreement.\n\nFor any question about your data, or to exercise your rights, contact the managers of {{name}}. We answer within one month.',
  'pages.privacy.data.heading': 'Which data we collect',
  'pages.privacy.data.body':
    'We collect only what the network needs:\n\n- Account data: your e-mail address or mobile phone number, your password (stored only in encrypted form) and, if you sign in with Google, Facebook or another provider, the identifier that provider gives us.\n- Profile data: your first and last name, your date of birth when the network sets a minimum age, and your answers to the questions the network asks when you join.\n- Your choices: the language of the app, your consents to marketing, to sharing with partners and to profiling, and your cookie choices.\n- What you publish: posts, comments, messages and survey answers.\n- Technical data: an identifier of your device, the time of your visits, the app version and error reports.\n- Payment data, on networks with paid access: the plan you chose and the status of your payments. Card numbers are handled by our payment provider and never reach us.',
  'pages.privacy.purposes.heading': 'Why we use them',
  'pages.privacy.purposes.body':
    'We use your data to:\n\n- create and run your account and let you take part in the network (the contract with you);\n- keep the service secure, prevent abuse and fix technical problems (our legitimate interest);\n- handle payments and keep invoices (the contract with you and our legal obligations);\n- send you news and offers, share your contact details with partners or tailor contents to your interests, only if you gave the corresponding consent (your consent, which you can withdraw at any time);\n- measure how the network is used, only if you accepted analytics cookies (your consent).\n\nWe do not take decisions about you based solely on automated processing.',
  'pages.privacy.sharing.heading': 'Who receives them',
  'pages.privacy.sharing.body':
    'Your data are seen by the managers of {{name}} and, as far as needed, by the providers that help us run the service: hosting, delivery of e-mails and text messages, payments (Stripe) and, with your consent, usage statistics (Google Analytics). They act on our instructions and under contract.\n\nPartners of {{name}} receive your contact details only if you agreed to it. We do not sell your data. When data leave the European Economic Area, they are protected by an adequacy decision or by the Standard Contractual Clauses of the European Commission.',
  'pages.privacy.retention.heading': 'How long we keep them',
  'pages.privacy.retention.body':
    '- Account and profile data: as long as your account exists. When you delete your account they are deleted within 30 days, and removed from backups within 90 days.\n- Payment and invoicing records: 10 years, as tax law requires.\n- Technical logs and error reports: up to 12 months.\n- Consents and cookie choices: as long as they are valid, and afterwards only as proof that they were given.',
  'pages.privacy.rights.heading': 'Your rights',
  'pages.privacy.rights.body':
    'At any time you may:\n\n- access your data and receive a copy of them;\n- correct data that are wrong or incomplete;\n- have your data deleted: you can delete your account yourself from the “Delete my account” page;\n- restrict or object to some uses of your data;\n- receive the data you gave us in a machine-readable format;\n- withdraw a consent, without affecting what was done before.\n\nYou also have the right to lodge a complaint with a data protection authority; in Italy, the Garante per la protezione dei dati personali.',
  'pages.privacy.age.heading': 'Age',
  'pages.privacy.age.body':
    'Some networks admit only members above a minimum age: they ask for your date of birth when you join, and only people old enough can create an account. Where the law requires parental consent below a certain age (14 in Italy), younger people may not create an account on their own.',
  'pages.privacy.security.heading': 'Security',
  'pages.privacy.security.body':
    'Data travel encrypted over HTTPS, and passwords are stored only in encrypted form. Your sign-in is kept in the browser’s memory; only a token to renew it is stored on your device, and signing out removes it. Access to data is limited to the people who need it for their work.',
  'pages.privacy.changes.heading': 'Changes to this policy',
  'pages.privacy.changes.body': 'When this policy changes in a way that matters to you, we tell you in the app before the change applies, and we ask for your consent again where it is needed.',

  'pages.conduct.title': 'Code of conduct',
  'pages.conduct.intro':
    '{{name}} is a place to meet, share and talk. This code of conduct describes what we expect from every member, so that everyone can take part safely. By joining {{name}} you agree to follow it.',
  'pages.conduct.respect.heading': 'Be respectful',
  'pages.conduct.respect.body':
    '- Treat other members as you would like to be treated, even when you disagree.\n- Criticise ideas, not people.\n- Keep conversations on topic and welcoming to newcomers.',
  'pages.conduct.harm.heading': 'No harassment or hate',
  'pages.conduct.harm.body':
    'The following are never allowed:\n\n- insults, threats, intimidation or repeated unwanted contact;\n- content that attacks people for their origin, nationality, religion, gender, sexual orientation, disability, age or any similar trait;\n- sexual content involving minors, or intimate content shared without consent;\n- encouraging violence or self-harm.',
  'pages.conduct.content.heading': 'Publish lawful content you have the right to share',
  'pages.conduct.content.body':
    '- Do not publish content that breaks the law, such as defamation or the promotion of illegal activities.\n- Share only texts, images and videos that you created or have permission to use.\n- Do not spread information you know to be false.',
  'pages.conduct.privacy.heading': 'Respect the privacy of others',
  'pages.conduct.privacy.body':
    'Do not publish other people’s personal data, such as addresses, phone numbers or private photos, without their permission, and do not share outside the network what members shared only inside it.',
  'pages.conduct.advertising.heading': 'No spam or hidden advertising',
  'pages.conduct.advertising.body':
    'Do not send unsolicited promotional messages, and do not post the same content in many places. If you are paid or rewarded to promote something, say so clearly.',
  'pages.conduct.accounts.heading': 'Be yourself',
  'pages.conduct.accounts.body':
    'Use your own identity and a single account. Do not impersonate other people or organisations, and do not share your password, or your invitation code outside the people the managers allow.',
  'pages.conduct.reporting.heading': 'Report problems',
  'pages.conduct.reporting.body': 'If you see something that breaks this code, report it to the managers of {{name}} rather than replying in kind. Reports are handled confidentially.',
  'pages.conduct.moderation.heading': 'What happens when the code is broken',
  'pages.conduct.moderation.body':
    'Depending on how serious and how repeated the behaviour is, the managers may:\n\n- remove the content concerned;\n- send a warning;\n- suspend the account for a period;\n- exclude the member from the network.\n\nConduct that may be a crime can be reported to the authorities. If you think a decision about you is wrong, you can ask the managers to review it.',
  'pages.conduct.changes.heading': 'Changes',
  'pages.conduct.changes.body': 'The managers may update this code as the community grows. Important changes are announced in the network.',

  'pages.cookies.title': 'Cookie policy',
  'pages.cookies.intro':
    'This policy explains which cookies {{name}} uses, why, and how you choose which ones to allow. Cookies that are not strictly necessary are set only after you accept them, and you can change your choice at any time.',
  'pages.cookies.categories.heading': 'Categories of cookies',
  'pages.cookies.categories.body': 'We group cookies by what they are for. Necessary cookies are always active; every other category is optional and stays off until you turn it on.',
  'pages.cookies.list.heading': 'Cookies we use',
  'pages.cookies.choices.heading': 'Changing your choices',
  'pages.cookies.choices.body':
    'You can change your choice at any time from the “Cookie settings” link at the bottom of every page. When you turn a category off, its cookies are deleted. Each choice is recorded with an identifier, the date, the accepted categories and the revision of this policy; when this policy changes, we ask you again.\n\nYou can also block or delete cookies from your browser settings; blocking necessary cookies may stop parts of the app from working.',
  'pages.cookies.thirdParties.heading': 'Third-party services',
  'pages.cookies.thirdParties.body':
    '- Stripe handles payments on networks with paid access, and sets its cookies to prevent fraud.\n- Google Analytics measures usage only if you accept analytics cookies: the network’s analytics tag is not loaded before that.\n\nThese providers have their own privacy and cookie policies.',

  'pages.intro.title': 'Welcome to {{name}}',
  'pages.intro.private': '{{name}} is a private network: its contents and conversations are visible to its members only.',
  'pages.intro.open': '{{name}} is a community network: sign in or join to take part.',
  'pages.intro.howToJoin': 'Already a member? Sign in. Did you receive an invitation? Join with your invitation code.',
  'pages.intro.invitation': 'About invitations',
  'pages.intro.signIn': 'Sign in',
  'pages.intro.join': 'Join {{name}}',
  'pages.intro.signedInAs': 'You are signed in as {{name}}.',
  'pages.intro.enter': 'Enter {{name}}',
  'pages.intro.noAccess': 'Your account does not have access to {{name}} yet. If you think this is a mistake, contact the managers of the network.',
  'pages.intro.signOut': 'Sign out',

  'pages.delete.title': 'Delete your account',
  'pages.delete.intro': 'Deleting your account removes your membership of {{name}}. Before you go on, please note that:',
  'pages.delete.consequences':
    '- your profile, your answers to the network’s questions and your consent choices are deleted;\n- you are signed out, and you cannot sign in to {{name}} with this account any more;\n- access you bought or subscribed to for {{name}} is lost with the account;\n- this cannot be undone: to come back, you will have to sign up again.',
  'pages.delete.signedInAs': 'You are signed in as {{email}}.',
  'pages.delete.confirm': 'I understand that my account will be deleted and that this cannot be undone.',
  'pages.delete.submit': 'Delete my account',
  'pages.delete.deleting': 'Deleting your account…',
  'pages.delete.failed': 'Your account was not deleted.',
  'pages.delete.doneTitle': 'Your account has been deleted',
  'pages.delete.doneBody': 'Your membership of {{name}} and the data tied to it have been deleted, and you have been signed out. Thank you for having been part of {{name}}.',
  'pages.delete.doneToast': 'Your account has been deleted.',
  'pages.delete.guestBody': 'To delete your account on {{name}}, sign in first: this makes sure that only you can delete it.',
  'pages.delete.signIn': 'Sign in',
  'pages.delete.backHome': 'Back to the network',

  'pages.notifications.pageTitle': 'E-mail preferences',
  'pages.notifications.working': 'Updating your e-mail preferences…',
  'pages.notifications.doneTitle': 'E-mail preferences updated',
  'pages.notifications.invalidTitle': 'This link does not work',
  'pages.notifications.missingBody': 'This address has no unsubscribe code. Open the link exactly as it appears in the e-mail you received from {{name}}.',
  'pages.notifications.invalidBody': 'The link is not valid or has expired. Open the link in the latest e-mail you received from {{name}}.',
  'pages.notifications.failedTitle': 'Your preferences were not updated',
  'pages.notifications.retry': 'Try again',
  'pages.notifications.backHome': 'Go to {{name}}',

  'pages.preferences.intro': 'Choose what {{name}} e-mails you about. Each choice is saved as you make it.',
  'pages.preferences.loading': 'Loading your e-mail preferences…',
  'pages.preferences.loadFailed': 'Your e-mail preferences could not be loaded.',
  'pages.preferences.topicsTitle': 'E-mail me about',
  'pages.preferences.announcements': 'Announcements',
  'pages.preferences.announcementsHint': 'News that the managers of {{name}} publish.',
  'pages.preferences.comments': 'Comments',
  'pages.preferences.commentsHint': 'Comments on what you wrote.',
  'pages.preferences.chat': 'Chat',
  'pages.preferences.chatHint': 'Messages in your conversations while you are away.',
  'pages.preferences.reactions': 'Reactions',
  'pages.preferences.reactionsHint': 'Reactions to your posts and comments.',
  'pages.preferences.digestTitle': 'Summary e-mail',
  'pages.preferences.digestHint': 'What happened in {{name}}, in one e-mail.',
  'pages.preferences.digestOff': 'Never',
  'pages.preferences.digestDaily': 'Every day',
  'pages.preferences.digestWeekly': 'Every week',
  'pages.preferences.saved': 'E-mail preferences saved.',
  'pages.preferences.notSaved': 'Your choice was not saved: {{reason}}',
  'pages.preferences.backToSettings': 'Back to settings',
  'pages.preferences.guestBody': 'Sign in to choose which e-mails {{name}} sends you. To stop them without signing in, use the link at the bottom of any of its e-mails.',
  'pages.preferences.signIn': 'Sign in',
};

export type PagesMessageKey = keyof typeof pagesEn;

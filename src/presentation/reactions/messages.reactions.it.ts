import type { ReactionsMessageKey } from './messages.reactions.en';

export const reactionsIt: Record<ReactionsMessageKey, string> = {
  'reactions.label': 'Reazioni',
  'reactions.react': 'Reagisci',
  'reactions.pick': 'Scegli una reazione',
  'reactions.chip': '{{name}}: {{count}}',
  'reactions.countOne': '1 reazione',
  'reactions.count': '{{count}} reazioni',
  'reactions.failed': 'La tua reazione non è stata salvata: {{reason}}',
  'reactions.emoji.thumbsUp': 'Pollice in su',
  'reactions.emoji.heart': 'Cuore',
  'reactions.emoji.laughing': 'Risata',
  'reactions.emoji.surprised': 'Stupore',
  'reactions.emoji.sad': 'Tristezza',
  'reactions.emoji.celebrate': 'Festa',
};

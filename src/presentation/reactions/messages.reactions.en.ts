export const reactionsEn = {
  'reactions.label': 'Reactions',
  'reactions.react': 'React',
  'reactions.pick': 'Choose a reaction',
  'reactions.chip': '{{name}}: {{count}}',
  'reactions.countOne': '1 reaction',
  'reactions.count': '{{count}} reactions',
  'reactions.failed': 'Your reaction was not saved: {{reason}}',
  'reactions.emoji.thumbsUp': 'Thumbs up',
  'reactions.emoji.heart': 'Heart',
  'reactions.emoji.laughing': 'Laughing',
  'reactions.emoji.surprised': 'Surprised',
  'reactions.emoji.sad': 'Sad',
  'reactions.emoji.celebrate': 'Celebrate',
};

export type ReactionsMessageKey = keyof typeof reactionsEn;

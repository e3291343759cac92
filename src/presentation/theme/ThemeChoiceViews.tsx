import { observer } from 'mobx-react-lite';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { THEME_CHOICES, type ThemeChoice } from '../../domain/theme/ThemeChoice';
import type { TranslationKey } from '../i18n/I18n';
import { useI18n, usePresenter } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';

const LABELS = { system: 'theme.system', light: 'theme.light', dark: 'theme.dark' } as const satisfies Record<ThemeChoice, TranslationKey>;

/** The settings page's choice of look: three radios, the change shown at once. */
export const ThemeRadios = observer(function ThemeRadios({ labelledBy }: { labelledBy: string }) {
  const i18n = useI18n();
  const themes = usePresenter(PRESENTERS.ThemeChoice);
  return (
    <RadioGroup aria-labelledby={labelledBy} value={themes.choice} onChange={(_event, value) => themes.themeChosen(value as ThemeChoice)}>
      {THEME_CHOICES.map((choice) => (
        <FormControlLabel key={choice} value={choice} control={<Radio />} label={i18n.t(LABELS[choice])} />
      ))}
    </RadioGroup>
  );
});

/** The account menu's choice of look: a group of radio items under "Theme"; the menu stays open on the new look. */
export const ThemeMenuItems = observer(function ThemeMenuItems() {
  const i18n = useI18n();
  const themes = usePresenter(PRESENTERS.ThemeChoice);
  return [
    // A label for the eye: each item says its own look (a menu holds only its items, for screen readers too).
    <ListSubheader key="title" role="none" sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
      {i18n.t('theme.title')}
    </ListSubheader>,
    ...THEME_CHOICES.map((choice) => (
      <MenuItem key={choice} role="menuitemradio" aria-checked={themes.choice === choice} onClick={() => themes.themeChosen(choice)}>
        <ListItemIcon aria-hidden sx={{ fontWeight: 700 }}>
          {themes.choice === choice ? '✓' : ''}
        </ListItemIcon>
        <ListItemText>{i18n.t(LABELS[choice])}</ListItemText>
      </MenuItem>
    )),
  ];
});

import type { KeyboardEvent } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactionEmoji } from '../../domain/reactions/Reaction';
import type { ReactionChoiceView } from './ReactionToggles';

/**
 * The six emoji in a row, each with its accessible name and whether it is the member's (a menu of checkboxes): the
 * arrows move along it (Left and Right as Up and Down), Enter chooses, Escape closes and focus goes back to "React".
 */
export default function ReactionPicker({
  anchor,
  label,
  choices,
  onChosen,
  onClose,
}: {
  anchor: HTMLElement;
  label: string;
  choices: ReactionChoiceView[];
  onChosen: (emoji: ReactionEmoji) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ list: { 'aria-label': label, onKeyDown: alongTheRow, sx: { display: 'flex', px: 0.5 } } }}
    >
      {choices.map((choice) => (
        <MenuItem
          key={choice.emoji}
          role="menuitemcheckbox"
          aria-checked={choice.chosen}
          aria-label={choice.name}
          title={choice.name}
          selected={choice.chosen}
          onClick={() => onChosen(choice.emoji)}
          sx={{ minWidth: 44, minHeight: 44, px: 1, justifyContent: 'center', fontSize: '1.5rem', borderRadius: 1 }}
        >
          {choice.emoji}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** Left and Right move along the row, wrapping round, as Up and Down do in MUI's list. */
function alongTheRow(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
  const at = items.findIndex((item) => item === document.activeElement);
  const step = event.key === 'ArrowRight' ? 1 : -1;
  items[(at + step + items.length) % items.length]?.focus();
  event.preventDefault();
}

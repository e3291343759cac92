import { Suspense, useState, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import type { ReactionEmoji } from '../../domain/reactions/Reaction';
import { lazyThemed } from '../theme/lazyThemed';
import type { ReactionBarView } from './ReactionToggles';

/** The six emoji's menu (MUI): its own chunk, fetched when the pointer or the focus reaches "React". */
const ReactionPicker = lazyThemed(() => import('./ReactionPicker'));

/** The bar wraps on a narrow screen. */
const BAR: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 };
/** Big enough for a finger (40 px). */
const TARGET: CSSProperties = { minHeight: 40, minWidth: 40, display: 'inline-flex', alignItems: 'center', gap: 4 };

/**
 * Under a content or a comment: the emoji given, each with its count (the member's own pressed), and "React", which
 * opens the six (arrows and Enter). First-paint CSS, no MUI, like the feed's cards it sits in; only the menu is MUI.
 */
export const ReactionBar = observer(function ReactionBar({ bar, onToggled }: { bar: ReactionBarView; onToggled: (emoji: ReactionEmoji) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const preload = () => void ReactionPicker.preload().catch(() => undefined);
  return (
    <div role="group" aria-label={bar.label} style={BAR}>
      {bar.chips.map((chip) => (
        <button
          key={chip.emoji}
          type="button"
          className="chip chip--filter"
          style={TARGET}
          aria-pressed={chip.pressed}
          aria-label={chip.label}
          title={chip.title}
          onClick={() => onToggled(chip.emoji)}
        >
          <span aria-hidden="true">{chip.emoji}</span>
          {chip.count}
        </button>
      ))}
      <button
        type="button"
        className="btn btn--text btn--small"
        style={TARGET}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <span aria-hidden="true">☺</span>
        {bar.react}
      </button>
      {anchor && (
        // Its own boundary: the menu's chunk on its way must not take the bar away.
        <Suspense fallback={null}>
          <ReactionPicker
            anchor={anchor}
            label={bar.pickLabel}
            choices={bar.choices}
            onChosen={(emoji) => {
              setAnchor(null);
              onToggled(emoji);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </div>
  );
});

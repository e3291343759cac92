import { CONTENT_TYPES, type ContentType } from '../../domain/content/Content';
import { useI18n } from '../kit/Resolver';
import { markHiddenEdges } from '../widgets/hiddenEdges';

/**
 * The feed's filter by type (all, or one), as pressed-state chips; the search page filters its results with it too.
 * On a phone the chips scroll sideways (touch, or Tab from chip to chip), and a faded edge says there are more.
 */
export function TypeFilter({ chosen, onChosen }: { chosen: ContentType | null; onChosen: (type: ContentType | null) => void }) {
  const i18n = useI18n();
  return (
    <div ref={markHiddenEdges} className="filters scroll-row" role="group" aria-label={i18n.t('home.filter')}>
      {[null, ...CONTENT_TYPES].map((type) => (
        <button key={type ?? 'all'} type="button" className="chip chip--filter" aria-pressed={chosen === type} onClick={() => onChosen(type)}>
          {type ? i18n.t(`content.type.${type}`) : i18n.t('home.filterAll')}
        </button>
      ))}
    </div>
  );
}

import type { Content } from '../../domain/content/Content';
import { useI18n } from '../kit/Resolver';

/**
 * "Add to calendar" of an event: downloads its `.ics` file (CalendarFile), which every calendar app opens. The file is
 * made on the click, by code loaded then: a feed of events carries none of it. `pagePath` is the event's page on this
 * site, carried in the file so the calendar links back.
 */
export function AddToCalendarButton({ event, pagePath }: { event: Content; pagePath: string }) {
  const i18n = useI18n();
  const clicked = () => void import('./calendarDownload').then(({ downloadCalendarFile }) => downloadCalendarFile(event, new URL(pagePath, window.location.origin).href));
  return (
    <button type="button" className="link-button card__calendar" onClick={clicked} aria-label={i18n.t('home.addToCalendarOf', { title: event.title })}>
      {i18n.t('home.addToCalendar')}
    </button>
  );
}

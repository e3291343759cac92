import type { Content } from '../../domain/content/Content';
import { calendarFileName, eventCalendarFile } from '../../domain/content/CalendarFile';

/** Hands the browser an event's `.ics` file to save or open (nothing for a content that is not an event with a start). */
export function downloadCalendarFile(event: Content, pageUrl: string): void {
  const file = eventCalendarFile(event, pageUrl);
  if (file === null) return;
  const address = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = address;
  link.download = calendarFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the address; it is let go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

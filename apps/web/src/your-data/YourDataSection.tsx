import { CalendarFeedSection } from './CalendarFeedSection.js';
import { ExportSection } from './ExportSection.js';
import { ImportSection } from './ImportSection.js';

/** Settings → Your data (`/settings/data`): export, the calendar feed, import. */
export function YourDataSection() {
  return (
    <>
      <ExportSection />
      <CalendarFeedSection />
      <ImportSection />
    </>
  );
}

import { NotAvailable } from '#web/components/ui/not-available.tsx';
import { useScreenKey } from '#web/lib/screen.ts';

/** One screen serves /eventtypes and /lessontypes; the path picks which. */
export default function EventTypesScreen() {
  const screen = useScreenKey();
  return <NotAvailable screen={screen === 'lessonTypes' ? 'lessonTypes' : 'eventTypes'} />;
}

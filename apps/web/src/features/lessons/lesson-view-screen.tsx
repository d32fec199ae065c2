import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function LessonViewScreen() {
  return <NotAvailable screen="lessonView" />;
}

import { NotAvailable } from '#web/components/ui/not-available.tsx';

export default function LessonListScreen() {
  return <NotAvailable screen="lessonList" />;
}

import { SimpleGrid } from '@mantine/core';
import { kitTexts } from '#web/components/kit-texts.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { RecordView, recordViewTexts } from '#web/lib/resource/record-view.tsx';
import { moneyLocales } from '#web/features/money/public/money-texts.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { lessonApi } from '#web/features/lessons/api/lessons-api.ts';
import { LessonDetails } from '#web/features/lessons/components/lesson-details.tsx';
import { LessonFormDialog } from '#web/features/lessons/components/lesson-form-dialog.tsx';
import { LessonCustomers } from '#web/features/lessons/components/lesson-customers.tsx';
import { LessonEquipment } from '#web/features/lessons/components/lesson-equipment.tsx';
import { LessonStaff } from '#web/features/lessons/components/lesson-staff.tsx';
import { LessonTransports } from '#web/features/lessons/components/lesson-transports.tsx';
import { useScheduleLive } from '#web/features/lessons/api/schedule-live.ts';
import { lessonLocales, lessonTexts } from '#web/features/lessons/lessons-texts.ts';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

/** The page's sections, for one event. */
function LessonSections({ event }: { readonly event: Parameters<typeof LessonDetails>[0]['event'] }) {
  const schoolId = useSchoolId() ?? '';
  useScheduleLive(schoolId || null);
  const plans = useAccess('event').write && event.status === 'scheduled';
  const props = { event, schoolId, plans };
  // On a phone at the beach, who is there comes first; the facts follow.
  const phone = useWindowMatches('(max-width: 36em)');
  return (
    <>
      {phone ? <LessonCustomers {...props} /> : null}
      <LessonDetails {...props} />
      {phone ? null : <LessonCustomers {...props} />}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <LessonStaff {...props} />
        <LessonEquipment {...props} />
        <LessonTransports {...props} />
      </SimpleGrid>
    </>
  );
}

/**
 * /lesson/{id}: everything about one lesson or event. Any member with `view_lessons` reads it;
 * those who plan (`manage_students`) change, cancel and delete it and book its customers, staff,
 * equipment and vehicles; its instructors record attendance from a phone at the beach.
 */
export default function LessonViewScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, money: moneyLocales, lessons: lessonLocales }}>
      <RecordView
        entity="event"
        api={lessonApi}
        listPath="/lesson"
        texts={lessonTexts}
        viewTexts={recordViewTexts('lessons', 'screens.lessonView')}
        form={LessonFormDialog}
        testId="lesson"
      >
        {(event) => <LessonSections event={event} />}
      </RecordView>
    </ScreenTexts>
  );
}

import type { Course } from '@app/shared';
import { Box, Stack } from '@mui/material';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { useCourse } from '../../../lib/course';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useUpdateCourse } from '../api/update-course';
import { COURSES_TEXTS as T } from '../messages';
import { ResourceLinksCard } from '../resource-links/resource-links-card';
import { ScenarioBuilder } from '../scenario-builder/scenario-builder';
import { CourseForm, type CourseFormValues, courseLabels } from './course-form';
import { CourseShiftsCard } from './course-shifts-card';
import { RegappConfigCard } from './regapp-config-card';
import { RegistrationLinkCard } from './registration-link-card';
import { SectionCard } from './section-card';
import { useCourseId } from './use-course-id';

function formValues(course: Course): CourseFormValues {
  return {
    name: course.name,
    client: { id: course.clientId, orgName: course.orgName },
    description: course.description,
    roleplayerAssessmentTemplateId: course.roleplayerAssessmentTemplateId,
    projectManager: course.projectManager,
  };
}

/** Starts the form afresh when a saved version changes its own fields, and only then. */
function formKey(course: Course): string {
  return JSON.stringify([
    course.name,
    course.clientId,
    course.description,
    course.roleplayerAssessmentTemplateId,
    course.projectManagerId,
  ]);
}

const twoColumns = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
} as const;

/** /courses/:id: the course form and the cards that configure the course. */
export function CourseDetailsPage() {
  const id = useCourseId();
  if (id === null) return null;
  return <CourseDetails id={id} />;
}

function CourseDetails({ id }: { id: number }) {
  const course = useCourse(id);
  if (!course.data) return course.isPending ? <PageLoader /> : null;
  const detail = course.data;

  return (
    <Stack spacing={2}>
      <Box sx={twoColumns}>
        <CourseDetailsCard course={detail} onReload={() => void course.refetch()} />
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <RegistrationLinkCard url={detail.registrationUrl} />
          <RegappConfigCard course={detail} />
        </Stack>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <ScenarioBuilder course={detail} />
      </Box>
      <Box sx={twoColumns}>
        <CourseShiftsCard courseId={detail.id} />
        <Box sx={{ minWidth: 0 }}>
          <ResourceLinksCard courseId={detail.id} />
        </Box>
      </Box>
    </Stack>
  );
}

function CourseDetailsCard({ course, onReload }: { course: Course; onReload(): void }) {
  const update = useUpdateCourse(course.id);
  const { push } = useMessages();

  return (
    <SectionCard title={t(T.courseCard)} testId="course-form-card">
      <ConflictAlert mutation={update} onReload={onReload} sx={{ mb: 2 }} />
      <CourseForm
        key={formKey(course)}
        mode="update"
        initialValues={formValues(course)}
        submitting={update.isPending}
        onSubmit={(changes) =>
          update.mutate(
            { ...changes, updatedAt: course.updatedAt },
            {
              onSuccess: () => push(t(T.courseUpdated), 'success'),
              onError: (err) => {
                if (!isConflict(err))
                  void localErrorText(err, t(T.couldNotUpdateCourse), courseLabels()).then((text) => push(text));
              },
            },
          )
        }
      />
    </SectionCard>
  );
}

import { type Course, MESSAGES, regappConfigSchema } from '@app/shared';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormNumberField, labelOf, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useUpdateCourse } from '../api/update-course';
import { SectionCard } from './section-card';

// The fields hold what was typed. An empty one reaches the shared rule as nothing, which it calls
// 'Required' (a plain number coercion would read it as 0).
const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const regappFormSchema = z.object({
  changeTimeout: z.preprocess(emptyAsMissing, regappConfigSchema.shape.changeTimeout),
  cancelTimeout: z.preprocess(emptyAsMissing, regappConfigSchema.shape.cancelTimeout),
});
type RegappField = keyof z.output<typeof regappFormSchema>;

/** Regapp Configuration: how many days before a shift a participant may still change or cancel it. */
export function RegappConfigCard({ course }: { course: Course }) {
  return (
    <SectionCard
      title="Regapp Configuration"
      subtitle="Until how many days before a shift participants may change or cancel it in the registration app."
      testId="regapp-config"
    >
      <RegappConfigForm key={`${course.changeTimeout}:${course.cancelTimeout}`} course={course} />
    </SectionCard>
  );
}

function RegappConfigForm({ course }: { course: Course }) {
  const update = useUpdateCourse(course.id);
  const { push } = useMessages();
  const { control, handleSubmit, formState } = useForm({
    resolver: sharedResolver(regappFormSchema, 'course'),
    mode: 'onChange',
    defaultValues: { changeTimeout: String(course.changeTimeout), cancelTimeout: String(course.cancelTimeout) },
  });
  const [changeTimeout, cancelTimeout] = useWatch({ control, name: ['changeTimeout', 'cancelTimeout'] });
  const changed = Number(changeTimeout) !== course.changeTimeout || Number(cancelTimeout) !== course.cancelTimeout;

  const submit = handleSubmit((values) => {
    const body: { changeTimeout?: number; cancelTimeout?: number } = {};
    if (values.changeTimeout !== course.changeTimeout) body.changeTimeout = values.changeTimeout;
    if (values.cancelTimeout !== course.cancelTimeout) body.cancelTimeout = values.cancelTimeout;
    update.mutate(
      { ...body, updatedAt: course.updatedAt },
      {
        onSuccess: () => push('Regapp configuration saved', 'success'),
        onError: (err) => push(errorText(err, MESSAGES.couldNotUpdateCourse)),
      },
    );
  });

  const dayField = (name: RegappField) => (
    <FormNumberField
      control={control}
      name={name}
      label={labelOf('course', name)}
      required
      min={1}
      help="Days before the shift"
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Regapp configuration">
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          {dayField('changeTimeout')}
          {dayField('cancelTimeout')}
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || !changed || update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Change
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

import { type Course, MESSAGES, regappConfigSchema } from '@app/shared';
import { Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormNumberField, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useRegappSummary } from '../api/get-regapp-summary';
import { useUpdateCourse } from '../api/update-course';
import { COURSES_TEXTS as T } from '../messages';
import { SectionCard } from './section-card';

// The fields hold what was typed. An empty one reaches the rule as nothing, which it calls 'Required'
// (a plain number coercion would read it as 0); the rest is read as a number first, so a refusal in
// another language knows an empty box from a wrong one.
const typedNumber = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value);
// The shared rules coerce what they get (their input is unknown): here they get a number already.
const typed = (rule: z.ZodType<number, unknown>) =>
  z.preprocess(typedNumber, z.number({ message: MESSAGES.required }).pipe(rule as z.ZodType<number, number>));
const regappFormSchema = z.object({
  changeTimeout: typed(regappConfigSchema.shape.changeTimeout),
  cancelTimeout: typed(regappConfigSchema.shape.cancelTimeout),
  maxBookings: typed(regappConfigSchema.shape.maxBookings),
});
type RegappField = keyof z.output<typeof regappFormSchema>;

/**
 * Regapp Configuration: the registration link's QR code, how many participants have booked, wait or
 * have not booked, and how many days before a call a participant may still change or cancel it
 * (and how many calls each may hold).
 */
export function RegappConfigCard({ course }: { course: Course }) {
  return (
    <SectionCard title={t(T.regappTitle)} subtitle={t(T.regappHelp)} testId="regapp-config">
      <Stack spacing={2}>
        <RegappLinkAndCounts course={course} />
        <Divider />
        <RegappConfigForm key={`${course.changeTimeout}:${course.cancelTimeout}:${course.maxBookings}`} course={course} />
      </Stack>
    </SectionCard>
  );
}

/** Saves the QR code as an SVG file, for printing on a handout or a slide. */
function downloadSvg(svg: SVGSVGElement | null, fileName: string): void {
  if (!svg) return;
  const blob = new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function RegappLinkAndCounts({ course }: { course: Course }) {
  const summary = useRegappSummary(course.id);
  const svg = useRef<SVGSVGElement>(null);
  const counts = [
    { label: t(T.booked), value: summary.data?.booked },
    { label: t(T.waiting), value: summary.data?.waiting },
    { label: t(T.notBooked), value: summary.data?.notBooked },
  ];
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ p: 1, bgcolor: 'common.white', border: 1, borderColor: 'divider', borderRadius: 1, lineHeight: 0 }}>
          <QRCodeSVG
            ref={svg}
            value={course.registrationUrl}
            size={128}
            marginSize={0}
            title={t(T.qrTitle, { url: course.registrationUrl })}
            role="img"
            data-testid="registration-qr"
          />
        </Box>
        <Button size="small" onClick={() => downloadSvg(svg.current, `registration-qr-${course.id}.svg`)}>
          {t(T.downloadQr)}
        </Button>
      </Stack>
      <Box
        component="dl"
        aria-label={t(T.regappParticipants)}
        data-testid="regapp-summary"
        sx={{ m: 0, flex: '1 1 10rem', display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {counts.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value ?? (summary.isError ? '?' : '…')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function RegappConfigForm({ course }: { course: Course }) {
  const update = useUpdateCourse(course.id);
  const { push } = useMessages();
  const labels: Record<RegappField, string> = {
    changeTimeout: t(T.changeTimeout),
    cancelTimeout: t(T.cancelTimeout),
    maxBookings: t(T.maxBookings),
  };
  const { control, handleSubmit, formState } = useForm({
    resolver: sharedResolver(regappFormSchema, 'course', labels),
    mode: 'onChange',
    defaultValues: {
      changeTimeout: String(course.changeTimeout),
      cancelTimeout: String(course.cancelTimeout),
      maxBookings: String(course.maxBookings),
    },
  });
  const [changeTimeout, cancelTimeout, maxBookings] = useWatch({
    control,
    name: ['changeTimeout', 'cancelTimeout', 'maxBookings'],
  });
  const changed =
    Number(changeTimeout) !== course.changeTimeout ||
    Number(cancelTimeout) !== course.cancelTimeout ||
    Number(maxBookings) !== course.maxBookings;

  const submit = handleSubmit((values) => {
    const body: { changeTimeout?: number; cancelTimeout?: number; maxBookings?: number } = {};
    if (values.changeTimeout !== course.changeTimeout) body.changeTimeout = values.changeTimeout;
    if (values.cancelTimeout !== course.cancelTimeout) body.cancelTimeout = values.cancelTimeout;
    if (values.maxBookings !== course.maxBookings) body.maxBookings = values.maxBookings;
    update.mutate(
      { ...body, updatedAt: course.updatedAt },
      {
        onSuccess: () => push(t(T.regappSaved), 'success'),
        onError: (err) => {
          void localErrorText(err, t(T.couldNotUpdateCourse), labels).then((text) => push(text));
        },
      },
    );
  });

  const numberField = (name: RegappField, help: string) => (
    <FormNumberField control={control} name={name} label={labels[name]} required min={1} help={help} />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(T.regappForm)}>
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          {numberField('changeTimeout', t(T.daysBeforeShift))}
          {numberField('cancelTimeout', t(T.daysBeforeShift))}
          {numberField('maxBookings', t(T.callsPerParticipant))}
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || !changed || update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t(T.change)}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

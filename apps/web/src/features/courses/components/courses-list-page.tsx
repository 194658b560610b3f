import type { CourseListItem } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatGridDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { coursesQueryOptions } from '../api/get-courses';
import { COURSES_TEXTS as T } from '../messages';

/** The grid's columns, their headers in the person's language. */
const columns = (): GridColDef<CourseListItem>[] => [
  {
    field: 'name',
    headerName: t(T.name),
    flex: 1.4,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/courses/${row.id}`} underline="hover">
        {row.name}
      </Link>
    ),
  },
  { field: 'clientName', headerName: t(T.clientName), flex: 1, minWidth: 180 },
  {
    field: 'projectManager',
    headerName: t(T.projectManager),
    flex: 1,
    minWidth: 160,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  {
    field: 'createdAt',
    headerName: t(T.dateCreated),
    minWidth: 150,
    // The grid's numeric English date; another language writes the date its own way.
    valueFormatter: (value: string) => (currentLanguage() === 'en-CA' ? formatGridDateTime(value) : formatDateTime(value)),
  },
];

/** /courses: every course, searchable by name, paged by the server, newest first. */
export function CoursesListPage() {
  const language = currentLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers are made again in another language
  const gridColumns = useMemo(() => columns(), [language]);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(T.title)}
      </Typography>
      <PagingGrid
        errorMessage={t(T.couldNotRetrieveCourses)}
        label={t(T.title)}
        columns={gridColumns}
        query={coursesQueryOptions}
        searchPlaceholder={t(T.searchCourses)}
        actions={
          <Button component={RouterLink} to="/courses/new" variant="contained" startIcon={<AddIcon />}>
            {t(T.newCourse)}
          </Button>
        }
      />
    </Paper>
  );
}

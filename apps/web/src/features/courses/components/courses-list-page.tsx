import { type CourseListItem, MESSAGES } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { formatGridDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { coursesQueryOptions } from '../api/get-courses';

const COLUMNS: GridColDef<CourseListItem>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1.4,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/courses/${row.id}`} underline="hover">
        {row.name}
      </Link>
    ),
  },
  { field: 'clientName', headerName: 'Client Name', flex: 1, minWidth: 180 },
  {
    field: 'projectManager',
    headerName: 'Project Manager',
    flex: 1,
    minWidth: 160,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  {
    field: 'createdAt',
    headerName: 'Date Created',
    minWidth: 150,
    valueFormatter: (value: string) => formatGridDateTime(value),
  },
];

/** /courses: every course, searchable by name, paged by the server, newest first. */
export function CoursesListPage() {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Courses
      </Typography>
      <PagingGrid
        errorMessage={MESSAGES.couldNotRetrieveCourses}
        label="Courses"
        columns={COLUMNS}
        query={coursesQueryOptions}
        searchPlaceholder="Search courses by name"
        actions={
          <Button component={RouterLink} to="/courses/new" variant="contained" startIcon={<AddIcon />}>
            New Course
          </Button>
        }
      />
    </Paper>
  );
}

import { useParams } from 'react-router';

/** The course id of the current /courses/:id route, or null when the path holds no valid id. */
export function useCourseId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

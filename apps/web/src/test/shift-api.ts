import { type Shift, updateRoleplayShiftBodySchema } from '@app/shared';
import { aResourceLink } from './data';
import { api, json, withBody } from './http';
import { server } from './server';

/**
 * Serves roleplay shift 41 as `set` last said (the test changes it as the server would after a save)
 * and its resource links, recording the shift's fetches and every PATCH body (read with the shared
 * contract). A PATCH is answered by `answerPatch`, else with the shift as it is now.
 */
export function shiftApi(initial: Shift, answerPatch?: (body: unknown) => Response) {
  let current = initial;
  let gets = 0;
  const patches: unknown[] = [];
  server.use(
    api.get('/roleplay_shifts/41', () => {
      gets += 1;
      return json(current);
    }),
    api.patch(
      '/roleplay_shifts/:id',
      withBody(updateRoleplayShiftBodySchema, (body) => {
        patches.push(body);
        return answerPatch ? answerPatch(body) : json(current);
      }),
    ),
    api.get('/course_events/41/resource_links', () => json([aResourceLink()])),
  );
  return {
    patches,
    gets: () => gets,
    set: (next: Shift) => {
      current = next;
    },
  };
}

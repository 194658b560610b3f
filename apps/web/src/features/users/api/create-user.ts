import type { CreateUserBody, User } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

export type CreateUserInput = CreateUserBody['user'];

/** POST /users: creates a user and answers it with 201. */
export function createUser(input: CreateUserInput): Promise<User> {
  return apiRequest<User>('/users', { method: 'POST', body: { user: input } });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}

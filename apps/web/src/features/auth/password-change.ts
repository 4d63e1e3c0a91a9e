import { messages, type PasswordChange, type User } from '@masthead/contract';
import { type Envelope, request } from '../../api/client';
import { useSession } from './session';

/**
 * A password change revokes the user's tokens. For the signed-in user that ends the session
 * unless the answer hands back a fresh token, which keeps it going.
 */
export function usePasswordChange() {
  const { me, signOut, replaceToken } = useSession();
  return async (userId: string, values: PasswordChange): Promise<'stayed' | 'signed-out'> => {
    const answer: Envelope<User> = await request<User>('/user', {
      method: 'PATCH',
      body: {
        _id: userId,
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(values.currentPassword !== undefined ? { currentPassword: values.currentPassword } : {}),
      },
    });
    if (userId !== me?._id) return 'stayed';
    if (answer.token) {
      replaceToken(answer.token);
      return 'stayed';
    }
    signOut(messages.signInAgain);
    return 'signed-out';
  };
}

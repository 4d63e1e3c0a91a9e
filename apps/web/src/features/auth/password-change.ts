import { endpoints, messages, type PasswordChange } from '@masthead/contract';
import { callApiAnswer } from '../../api/call';
import { useSession } from '../../session/session';

/**
 * A password change revokes the user's tokens. For the signed-in user that ends the session
 * unless the answer hands back a fresh token, which keeps it going.
 */
export function usePasswordChange() {
  const { me, signOut, replaceToken } = useSession();
  return async (userId: string, values: PasswordChange): Promise<'stayed' | 'signed-out'> => {
    const answer = await callApiAnswer(endpoints.user.update, {
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

import { apiSend } from '#web/lib/api-client.ts';

export function signOut() {
  return apiSend<unknown>('POST', '/auth/sign-out', {});
}

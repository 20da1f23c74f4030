import { notify } from '#web/lib/notify.ts';

// Toasts raised from effects carry a fixed id, so React running an effect twice still shows one.

/** Every message the account flows show, worded as in spec section 8. */
export const authToast = {
  loggedIn: () => notify.success('Logged In Successfully!', { description: 'Welcome back to the shop' }),
  loginFailed: (description = 'Please check your credentials') =>
    notify.problem('Authentication Failed', { description }),
  googleLoggedIn: () =>
    notify.success('Logged In Successfully!', { description: 'Welcome to the shop', id: 'auth-google' }),
  googleFailed: () => notify.problem('Google Sign-in Failed', { description: 'Please try again', id: 'auth-google' }),
  registered: () => notify.success('Registered Successfully!'),
  registerFailed: (reason: string) => notify.problem('Something went wrong', { description: reason }),
  loggedOut: () => notify.success('Logout Successful'),
  logoutFailed: () => notify.problem('Try Again'),
  resetEmailMissing: () => notify.warning('Please enter your email address'),
  resetSent: () =>
    notify.success('Password Reset Sent', { description: 'Please check your email for reset instructions' }),
  resetFailed: (reason: string) => notify.problem('Error Sending Reset', { description: reason }),
  passwordChanged: () => notify.success('Password Updated', { description: 'Please sign in with your new password' }),
  passwordChangeFailed: (reason: string) => notify.problem('Password Not Updated', { description: reason }),
  adminsOnly: () => notify.warning("This area is for the shop's admins", { id: 'auth-admins-only' }),
};

import { notify } from '#web/lib/notify.ts';

// Success alerts close themselves quickly (spec: 1500 ms); problems stay until read or closed.
const SUCCESS_MS = 1500;
const PROBLEM_MS = 8000;

// Toasts raised from effects carry a fixed id, so React running an effect twice still shows one.
const success = (title: string, description?: string, id?: string) =>
  notify('success', title, { description, duration: SUCCESS_MS, id });
const problem = (title: string, description?: string, id?: string) =>
  notify('error', title, { description, duration: PROBLEM_MS, id });
const warning = (title: string, id?: string) => notify('warning', title, { duration: PROBLEM_MS, id });

/** Every message the account flows show, worded as in spec section 8. */
export const authToast = {
  loggedIn: () => success('Logged In Successfully!', 'Welcome back to the shop'),
  loginFailed: (description = 'Please check your credentials') => problem('Authentication Failed', description),
  googleLoggedIn: () => success('Logged In Successfully!', 'Welcome to the shop', 'auth-google'),
  googleFailed: () => problem('Google Sign-in Failed', 'Please try again', 'auth-google'),
  registered: () => success('Registered Successfully!'),
  registerFailed: (reason: string) => problem('Something went wrong', reason),
  loggedOut: () => success('Logout Successful'),
  logoutFailed: () => problem('Try Again'),
  resetEmailMissing: () => warning('Please enter your email address'),
  resetSent: () => success('Password Reset Sent', 'Please check your email for reset instructions'),
  resetFailed: (reason: string) => problem('Error Sending Reset', reason),
  passwordChanged: () => success('Password Updated', 'Please sign in with your new password'),
  passwordChangeFailed: (reason: string) => problem('Password Not Updated', reason),
  adminsOnly: () => warning("This area is for the shop's admins", 'auth-admins-only'),
};

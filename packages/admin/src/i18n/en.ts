import type { Messages } from './id';

export const en: Messages = {
  app: { name: 'Rimba Admin', footer: 'Rimba © {year} — Tree-planting foundation' },
  login: {
    title: 'Sign in',
    subtitle: 'Sign in to the Rimba admin panel',
    username: 'Username or Email',
    password: 'Password',
    submit: 'Sign in',
    required: 'Username & Password are required',
    forgot: 'Forgot password?',
    register: 'No account yet? Register',
    resend: 'Send the verification mail again',
    resendIn: 'Send again in {seconds} seconds',
    resent: 'Verification mail sent',
  },
  forgot: {
    title: 'Forgot Password',
    text: 'Enter the email of your account. We will send a link to choose a new password.',
    email: 'Email',
    send: 'Send',
    cancel: 'Cancel',
    sentTitle: 'Email Sent',
    backToLogin: 'Back to login',
  },
  header: { scrollTop: 'Back to top', logout: 'Log out', language: 'Language', menu: 'Menu' },
  aside: {
    title: 'Account',
    open: 'Open account',
    fullname: 'Full Name',
    username: 'Username',
    email: 'Email',
    role: 'Role',
  },
  menu: {
    dashboard: 'Dashboard',
    master: 'Master Data',
    setting: 'Website Settings',
    'user-role': 'User Settings',
  },
  page: {
    notFound: 'Page not found',
    forbidden: 'You are not allowed to open this page',
    noModule: 'There is no module you may open yet',
    home: 'Back to home',
    preparing: 'This page is being prepared.',
  },
};

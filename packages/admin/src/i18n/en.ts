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
  },
  header: { logout: 'Log out', language: 'Language', menu: 'Menu' },
  menu: {
    dashboard: 'Dashboard',
    master: 'Master Data',
    setting: 'Website Settings',
    'user-role': 'User Settings',
  },
  list: {
    search: 'Search',
    add: 'Add',
    actions: 'Actions',
    empty: 'No data has been added yet',
    notFound: '{search} not found',
    total: 'Total {total} items',
    loadFailed: 'Could not load the data: {message}',
  },
  action: { detail: 'Detail', update: 'Edit', delete: 'Delete', back: 'Back', save: 'Save' },
  form: { createTitle: 'Add {title}', updateTitle: 'Edit {title}' },
  detail: { title: '{title} detail' },
  feedback: {
    errorTitle: 'Error',
    created: '{title} data added',
    updated: '{title} data updated',
    deleteTitle: 'Delete Permanently',
    deleteText: 'Deleted data cannot be restored, continue?',
    confirm: 'Yes, Continue',
    cancel: 'Cancel',
  },
  field: {
    yes: 'Yes',
    no: 'No',
    fileTooLarge: 'File too large',
    uploadCanceled: 'File upload canceled',
    upload: 'Upload',
  },
  page: {
    notFound: 'Page not found',
    forbidden: 'You are not allowed to open this page',
    noModule: 'There is no module you may open yet',
    home: 'Back to home',
  },
};

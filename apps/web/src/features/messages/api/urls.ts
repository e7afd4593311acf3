// Without its schema: the app asks for it before the top bar's code has loaded (app/first-screen-answers.ts).
export const MESSAGE_SUMMARY_URL = '/api/me/messages/summary';

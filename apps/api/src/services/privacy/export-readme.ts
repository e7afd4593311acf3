/** README.txt of the privacy export: what each file holds, in plain New Zealand English. */
export const PRIVACY_EXPORT_README = `Your information from NZ Estate Platform
=========================================

This ZIP file holds the personal information NZ Estate Platform holds about you, as you asked under
information privacy principle 6 of the Privacy Act 2020. Dates and times are in UTC (the "Z" at the
end); New Zealand is 12 hours ahead (13 during daylight saving).

account.json
  Your account: name, email address, phone, role, time zone, law firm, notification choices,
  whether two-factor sign-in is on, when you last signed in, and how you sign in. It does not hold
  your password or two-factor secrets: we keep only one-way scrambles of those that nobody can read
  back, and they would be no use to you.

sessions.json
  The devices signed in to your account now: when each signed in, when it was last used, when it
  runs out, and its internet address and browser.

activity.json
  Our audit trail of what you did in the product (sign-ins, changes, downloads), and of what was
  done to your own account by someone else, such as an administrator changing your role. The
  details of an event are given only for events about your own account, because the details of
  other events can name other people.

messages.json
  The message threads you are in, with every message in them: the ones you sent and the ones you
  received. Threads you are not in are not included.

estate-roles.json
  How you are linked to estates: your roles on them, what the estates' beneficiary records say about
  you, your executor records, invitations sent to your email address, tasks assigned to you, and the
  documents you uploaded (the files themselves are in files/documents). Other people's records on
  the same estates are not included.

notifyflow.json
  The NotifyFlow notifications you sent, each organisation told and how it answered, your replies,
  and the documents you sent (the files are in files/notifyflow). The names and email addresses of
  other people you copied in are not included: they are those people's information.

privacy-requests.json
  Your requests for your information and for corrections, with their due dates and our answers.
  This download is one of them.

notifications.json
  The notifications shown to you in the app (the bell), read or not.

calendar.json
  The events you added to the calendar.

comments.json
  The comments you wrote on estate notes.

files/
  The files you uploaded, exactly as stored.

Something wrong? Ask us to correct it in Settings, under "Your information". We decide within 20
working days, as the Privacy Act 2020 requires.
`;
